/** GET /api/fuel-prices/stream: live fuel prices as Server-Sent Events (src/features/calculator/fuel-prices/stream-route.ts). */
import { fuelPriceStream } from '@/features/calculator/fuel-prices/stream-route'
import { withPayload } from '@/app/api/with-payload'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export async function GET(request: Request): Promise<Response> {
  return withPayload((payload) => fuelPriceStream(request, payload))
}
