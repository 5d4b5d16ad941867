/** POST /api/account/confirm: see src/features/accounts/server. */
import { handleConfirm } from '@/features/accounts/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleConfirm(request, payload))
}
