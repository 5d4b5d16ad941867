/** POST /api/account/sign-in: see src/features/accounts/server. */
import { handleSignIn } from '@/features/accounts/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleSignIn(request, payload))
}
