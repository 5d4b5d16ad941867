/** The payment page for an order (SPEC §7 create payment); the logic is in src/features/shop/server. */
import { handleCreatePayment } from '@/features/shop/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleCreatePayment(request, { payload }))
}
