/** POST /api/account/sign-up: see src/features/accounts/server. */
import { handleSignUp } from '@/features/accounts/server'

export function POST(request: Request): Promise<Response> {
  return handleSignUp(request)
}
