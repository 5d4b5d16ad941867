/** The payment page for an order (SPEC §7 create payment); the logic is in src/features/shop/server. */
import { handleCreatePayment } from '@/features/shop/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleCreatePayment(request, { payload: await getPayloadClient() })
}
