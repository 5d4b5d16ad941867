/** GET and POST /api/account/profile: the signed-in member's profile; see src/features/accounts/server. */
import { handleGetProfile, handleUpdateProfile } from '@/features/accounts/server'
import { getPayloadClient } from '@/payload-client'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return handleGetProfile(request, await getPayloadClient())
}

export async function POST(request: Request): Promise<Response> {
  return handleUpdateProfile(request, await getPayloadClient())
}
