/** GET and POST /api/account/profile: the signed-in member's profile; see src/features/accounts/server. */
import { handleGetProfile, handleUpdateProfile } from '@/features/accounts/server'
import { withPayload } from '@/app/api/with-payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return withPayload((payload) => handleGetProfile(request, payload))
}

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleUpdateProfile(request, payload))
}
