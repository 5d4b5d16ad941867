/** POST /api/account/confirm: see src/features/accounts/server. */
import { handleConfirm } from '@/features/accounts/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleConfirm(request, await getPayloadClient())
}
