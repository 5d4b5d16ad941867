/** The payment provider's signed events (Stripe, or the checkout simulator); see src/features/shop/server/webhook.ts. */
import { handlePaymentWebhook } from '@/features/shop/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handlePaymentWebhook(request, { payload }))
}
