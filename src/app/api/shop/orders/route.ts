/** Checkout's "create order" (SPEC §7 create order); the logic is in src/features/shop/server. */
import { handleCreateOrder } from '@/features/shop/server'

export function POST(request: Request): Promise<Response> {
  return handleCreateOrder(request)
}
