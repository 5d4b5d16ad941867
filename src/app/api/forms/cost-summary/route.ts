/** The calculator's reveal form (SPEC §7 send-cost-summary); the logic is in src/features/calculator/server. */
import { handleCostSummary } from '@/features/calculator/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleCostSummary(request, { payload: await getPayloadClient() })
}
