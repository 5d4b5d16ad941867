/** The payment provider's signed events (Stripe, or the checkout simulator); see src/features/shop/server/webhook.ts. */
import { handlePaymentWebhook } from '@/features/shop/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handlePaymentWebhook(request, { payload: await getPayloadClient() })
}
