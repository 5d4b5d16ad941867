/** POST /api/account/forgot-password: see src/features/accounts/server. */
import { handleForgotPassword } from '@/features/accounts/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleForgotPassword(request, await getPayloadClient())
}
