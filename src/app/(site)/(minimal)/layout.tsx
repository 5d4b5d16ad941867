import type { ReactNode } from 'react'

import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { AccountMenu } from '@/features/accounts/components/header/account-menu'
import { MobileAccountLinks } from '@/features/accounts/components/header/mobile-account-links'
import { CartButton } from '@/features/shop/components/cart/cart-button'
import { SubscribeButton, SubscribeDialogLoader, SubscribeIconButton } from '@/features/newsletter/components'
import { PrivacyPolicyDialog } from '@/features/site'
import { getLegalDocument, getSiteInfo } from '@/features/site/queries'

/**
 * Pages with the minimal header and footer (the link-in-bio page). The header shows the logo
 * linking home at every width, as on every other page.
 */
export default async function MinimalLayout({ children }: { children: ReactNode }) {
  const [site, privacyPolicy] = await Promise.all([getSiteInfo(), getLegalDocument('privacy-policy')])
  return (
    <>
      <Header
        productName={site.productName}
        actions={
          <>
            <SubscribeButton />
            <CartButton />
          </>
        }
        mobileActions={
          <>
            <SubscribeIconButton />
            <CartButton />
          </>
        }
        account={(tone) => <AccountMenu tone={tone} />}
        mobileAccount={(tone) => <MobileAccountLinks tone={tone} />}
        variant="minimal"
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer
        site={site}
        variant="minimal"
        privacyPolicy={(triggerClassName) => (
          <PrivacyPolicyDialog document={privacyPolicy} site={site} triggerClassName={triggerClassName} />
        )}
      />
      <SubscribeDialogLoader productName={site.productName} />
    </>
  )
}
