/** The checkout simulator's Pay button; see src/features/shop/server/simulator-endpoint.ts. */
import { handleSimulatorPay } from '@/features/shop/server/simulator-endpoint'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleSimulatorPay(request, (await params).id, { payload: await getPayloadClient() })
}
