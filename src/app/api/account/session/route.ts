/** GET /api/account/session: who is signed in (never cached); see src/features/accounts/server. */
import { handleSession } from '@/features/accounts/server'
import { withPayload } from '@/app/api/with-payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return withPayload((payload) => handleSession(request, payload))
}
