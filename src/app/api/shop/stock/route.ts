/** What is left of the cart's products (the cart panel asks); the logic is in src/features/shop/server. */
import { handleStockRequest } from '@/features/shop/server'

export function GET(request: Request): Promise<Response> {
  return handleStockRequest(request)
}
