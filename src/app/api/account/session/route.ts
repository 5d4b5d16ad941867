/** GET /api/account/session: who is signed in (never cached); see src/features/accounts/server. */
import { handleSession } from '@/features/accounts/server'
import { getPayloadClient } from '@/payload-client'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return handleSession(request, await getPayloadClient())
}
