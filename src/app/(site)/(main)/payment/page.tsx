import type { Metadata } from 'next'

import { PaymentView } from '@/features/shop/components/payment/payment-view'
import { TestModeBanner } from '@/features/shop/components/test-mode-banner'
import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

/**
 * Private to the visitor's order: rendered per request, never cached, never indexed. No sign-in
 * guard: anyone can check out (SPEC §6).
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return { ...buildMetadata({ title: 'Payment' }, await getMetadataSite()), robots: { index: false, follow: false } }
}

/** The cart and the order just created live in the browser: the page is their client view (SPEC §2 /payment). */
export default function PaymentPage() {
  return (
    <>
      <TestModeBanner />
      <PaymentView />
    </>
  )
}
