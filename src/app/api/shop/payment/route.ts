/** The payment page for an order (SPEC §7 create payment); the logic is in src/features/shop/server. */
import { handleCreatePayment } from '@/features/shop/server'

export function POST(request: Request): Promise<Response> {
  return handleCreatePayment(request)
}
