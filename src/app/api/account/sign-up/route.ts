/** POST /api/account/sign-up: see src/features/accounts/server. */
import { handleSignUp } from '@/features/accounts/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleSignUp(request, await getPayloadClient())
}
