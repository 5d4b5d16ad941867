/** POST /api/account/reset-password: see src/features/accounts/server. */
import { handleResetPassword } from '@/features/accounts/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleResetPassword(request, payload))
}
