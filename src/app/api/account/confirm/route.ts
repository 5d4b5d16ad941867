/** POST /api/account/confirm: see src/features/accounts/server. */
import { handleConfirm } from '@/features/accounts/server'

export function POST(request: Request): Promise<Response> {
  return handleConfirm(request)
}
