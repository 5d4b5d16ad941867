/** POST /api/account/forgot-password: see src/features/accounts/server. */
import { handleForgotPassword } from '@/features/accounts/server'

export function POST(request: Request): Promise<Response> {
  return handleForgotPassword(request)
}
