/** The calculator's reveal form (SPEC §7 send-cost-summary); the logic is in src/features/calculator/server. */
import { handleCostSummary } from '@/features/calculator/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleCostSummary(request, { payload }))
}
