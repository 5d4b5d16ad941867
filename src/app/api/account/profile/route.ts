/** GET and POST /api/account/profile: the signed-in member's profile; see src/features/accounts/server. */
import { handleGetProfile, handleUpdateProfile } from '@/features/accounts/server'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return handleGetProfile(request)
}

export function POST(request: Request): Promise<Response> {
  return handleUpdateProfile(request)
}
