/** POST /api/account/sign-in: see src/features/accounts/server. */
import { handleSignIn } from '@/features/accounts/server'

export function POST(request: Request): Promise<Response> {
  return handleSignIn(request)
}
