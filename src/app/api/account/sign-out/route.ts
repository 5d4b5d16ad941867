/** POST /api/account/sign-out: see src/features/accounts/server. */
import { handleSignOut } from '@/features/accounts/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleSignOut(request, payload))
}
