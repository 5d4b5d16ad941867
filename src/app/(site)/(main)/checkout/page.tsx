import type { Metadata } from 'next'

import { AtSiteAddress } from '@/features/shop/components/checkout/at-site-address'
import { CheckoutView } from '@/features/shop/components/checkout/checkout-view'
import { TestModeBanner } from '@/features/shop/components/test-mode-banner'
import { getMetadataSite } from '@/features/site/queries'
import { env } from '@/lib/env'
import { buildMetadata } from '@/lib/metadata'

/**
 * The same page for every visitor (the cart, the signed-in member and the stock are read in the
 * browser), so it is served from the route cache like the other public pages (issue 23: it was
 * rendered per request for nothing); never indexed. No sign-in guard: anyone can check out (SPEC §6).
 */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return { ...buildMetadata({ title: 'Checkout' }, await getMetadataSite()), robots: { index: false, follow: false } }
}

/**
 * The cart lives in the browser: the page is its client view (SPEC §2 /checkout), at the site's
 * own address (SITE_URL's, read when the page is rendered at run time: the build's copy is
 * discarded at start; a visitor at another address is moved there with the cart, so the
 * payment's return to SITE_URL finds the same cart).
 */
export default function CheckoutPage() {
  return (
    <>
      <TestModeBanner />
      <AtSiteAddress siteOrigin={new URL(env.siteUrl).origin}>
        <CheckoutView />
      </AtSiteAddress>
    </>
  )
}
