/** POST /api/account/refresh: see src/features/accounts/server. */
import { handleRefresh } from '@/features/accounts/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleRefresh(request, payload))
}
