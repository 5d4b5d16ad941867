/** Checkout's "create order" (SPEC §7 create order); the logic is in src/features/shop/server. */
import { handleCreateOrder } from '@/features/shop/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleCreateOrder(request, { payload }))
}
