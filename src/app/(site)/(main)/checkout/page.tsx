import type { Metadata } from 'next'

import { CheckoutView } from '@/features/shop/components/checkout/checkout-view'
import { TestModeBanner } from '@/features/shop/components/test-mode-banner'
import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

/**
 * Private to the visitor's cart: rendered per request, never cached, never indexed. No sign-in
 * guard: anyone can check out (SPEC §6).
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return { ...buildMetadata({ title: 'Checkout' }, await getMetadataSite()), robots: { index: false, follow: false } }
}

/** The cart lives in the browser: the page is its client view (SPEC §2 /checkout). */
export default function CheckoutPage() {
  return (
    <>
      <TestModeBanner />
      <CheckoutView />
    </>
  )
}
