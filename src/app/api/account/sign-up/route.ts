/** POST /api/account/sign-up: see src/features/accounts/server. */
import { handleSignUp } from '@/features/accounts/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleSignUp(request, payload))
}
