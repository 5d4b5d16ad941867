/** POST /api/account/reset-password: see src/features/accounts/server. */
import { handleResetPassword } from '@/features/accounts/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleResetPassword(request, await getPayloadClient())
}
