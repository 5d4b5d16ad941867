/** The checkout simulator's Pay button; see src/features/shop/server/simulator-endpoint.ts. */
import { handleSimulatorPay } from '@/features/shop/server/simulator-endpoint'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return withPayload(async (payload) => handleSimulatorPay(request, (await params).id, { payload }))
}
