/** GET /api/account/session: who is signed in (never cached); see src/features/accounts/server. */
import { handleSession } from '@/features/accounts/server'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return handleSession(request)
}
