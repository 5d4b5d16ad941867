import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { OrderConfirmed } from '@/features/shop/components/confirmation/order-confirmed'
import { PaymentNotCompleted } from '@/features/shop/components/confirmation/payment-not-completed'
import { ThankYou } from '@/features/shop/components/confirmation/thank-you'
import { TestModeBanner } from '@/features/shop/components/test-mode-banner'
import { readConfirmation } from '@/features/shop/server/confirmation'
import { getPayments } from '@/features/shop/server/payments'
import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'
import { getPayloadClient } from '@/payload-client'

/** Private to the buyer (their payment session's id is in the address): per request, never cached or indexed. */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...buildMetadata({ title: 'Order Confirmation' }, await getMetadataSite()),
    robots: { index: false, follow: false },
  }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** SPEC §2 /order-confirmation: the order of ?session_id=…, or the generic "Thank You!" page. */
export default async function OrderConfirmationPage({ searchParams }: Props) {
  const { session_id: sessionId } = await searchParams
  const payload = typeof sessionId === 'string' ? await getPayloadClient() : null
  const confirmation =
    payload && typeof sessionId === 'string' ? await readConfirmation(payload, getPayments(payload), sessionId) : null
  // A test payment's confirmation says so too: nothing was charged, nothing will ship for real.
  return (
    <>
      <TestModeBanner />
      <Container className="max-w-4xl py-12">
        {!confirmation ? (
          <ThankYou />
        ) : confirmation.state === 'failed' ? (
          <PaymentNotCompleted orderNumber={confirmation.order.orderNumber} />
        ) : (
          <OrderConfirmed confirmation={confirmation} />
        )}
      </Container>
    </>
  )
}
