/** POST /api/account/resend-confirmation: see src/features/accounts/server. */
import { handleResendConfirmation } from '@/features/accounts/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleResendConfirmation(request, payload))
}
