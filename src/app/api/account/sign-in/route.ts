/** POST /api/account/sign-in: see src/features/accounts/server. */
import { handleSignIn } from '@/features/accounts/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleSignIn(request, await getPayloadClient())
}
