/** POST /api/account/sign-out: see src/features/accounts/server. */
import { handleSignOut } from '@/features/accounts/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleSignOut(request, await getPayloadClient())
}
