/** POST /api/account/resend-confirmation: see src/features/accounts/server. */
import { handleResendConfirmation } from '@/features/accounts/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleResendConfirmation(request, await getPayloadClient())
}
