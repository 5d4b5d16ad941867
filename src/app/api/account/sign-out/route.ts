/** POST /api/account/sign-out: see src/features/accounts/server. */
import { handleSignOut } from '@/features/accounts/server'

export function POST(request: Request): Promise<Response> {
  return handleSignOut(request)
}
