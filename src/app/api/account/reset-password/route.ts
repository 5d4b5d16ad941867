/** POST /api/account/reset-password: see src/features/accounts/server. */
import { handleResetPassword } from '@/features/accounts/server'

export function POST(request: Request): Promise<Response> {
  return handleResetPassword(request)
}
