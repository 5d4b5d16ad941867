/** POST /api/account/resend-confirmation: see src/features/accounts/server. */
import { handleResendConfirmation } from '@/features/accounts/server'

export function POST(request: Request): Promise<Response> {
  return handleResendConfirmation(request)
}
