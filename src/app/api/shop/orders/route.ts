/** Checkout's "create order" (SPEC §7 create order); the logic is in src/features/shop/server. */
import { handleCreateOrder } from '@/features/shop/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleCreateOrder(request, { payload: await getPayloadClient() })
}
