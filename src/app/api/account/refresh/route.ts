/** POST /api/account/refresh: see src/features/accounts/server. */
import { handleRefresh } from '@/features/accounts/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleRefresh(request, await getPayloadClient())
}
