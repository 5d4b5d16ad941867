import type { ReactNode } from 'react'

import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { PartnersStrip } from '@/components/layout/partners-strip'
import { AccountMenu } from '@/features/accounts/components/header/account-menu'
import { MobileAccountLinks } from '@/features/accounts/components/header/mobile-account-links'
import {
  InlineSubscribe,
  SubscribeButton,
  SubscribeDialogLoader,
  SubscribeIconButton,
} from '@/features/newsletter/components'
import { SearchButton } from '@/features/search/components/search-button'
import { SearchDialogLoader } from '@/features/search/components/search-dialog-loader'
import { CartButton } from '@/features/shop/components/cart/cart-button'
import { PrivacyPolicyDialog } from '@/features/site'
import { getLegalDocument, getSiteInfo } from '@/features/site/queries'

/** Pages with the default header, the partners strip and the full footer. */
export default async function MainLayout({ children }: { children: ReactNode }) {
  const [site, privacyPolicy] = await Promise.all([getSiteInfo(), getLegalDocument('privacy-policy')])
  return (
    <>
      <Header
        productName={site.productName}
        actions={
          <>
            <SearchButton />
            <SubscribeButton />
            <CartButton />
          </>
        }
        mobileActions={
          <>
            <SearchButton />
            <SubscribeIconButton />
            <CartButton />
          </>
        }
        account={(tone) => <AccountMenu tone={tone} />}
        mobileAccount={(tone) => <MobileAccountLinks tone={tone} />}
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PartnersStrip partners={site.partners} />
      <Footer
        site={site}
        subscribe={<InlineSubscribe />}
        privacyPolicy={(triggerClassName) => (
          <PrivacyPolicyDialog document={privacyPolicy} site={site} triggerClassName={triggerClassName} />
        )}
      />
      <SubscribeDialogLoader productName={site.productName} />
      <SearchDialogLoader />
    </>
  )
}
