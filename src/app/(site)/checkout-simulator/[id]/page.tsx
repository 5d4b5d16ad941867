import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SimulatorClosed } from '@/features/shop/components/simulator/closed'
import { SimulatorPage } from '@/features/shop/components/simulator/simulator-page'
import { TestModeBanner } from '@/features/shop/components/test-mode-banner'
import { getPayments } from '@/features/shop/server/payments'
import { getSiteInfo } from '@/features/site/queries'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/payload-client'

/** One buyer's payment page: per request, never cached or indexed. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

/** The built-in checkout simulator's hosted page (only while Stripe is not configured). */
export default async function CheckoutSimulatorPage({ params }: Props) {
  const { id } = await params
  const { simulator } = getPayments(await getPayloadClient())
  const session = simulator ? await simulator.describe(id) : null
  if (!session) notFound()
  const site = await getSiteInfo()
  if (session.status !== 'open' || session.expired) {
    return (
      <main id="main" className="flex-1">
        <TestModeBanner />
        <SimulatorClosed
          title={session.status === 'complete' ? 'Already paid' : 'This payment page has expired'}
          text={
            session.status === 'complete'
              ? 'This order has been paid. Check your email for the confirmation.'
              : 'It was not paid in time. Your cart is still saved: check out again to pay.'
          }
        />
      </main>
    )
  }
  return (
    <main id="main" className="flex-1 bg-cream">
      <TestModeBanner />
      <SimulatorPage session={session} productName={site.productName} siteOrigin={new URL(env.siteUrl).origin} />
    </main>
  )
}
