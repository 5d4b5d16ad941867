/** POST /api/account/forgot-password: see src/features/accounts/server. */
import { handleForgotPassword } from '@/features/accounts/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleForgotPassword(request, payload))
}
