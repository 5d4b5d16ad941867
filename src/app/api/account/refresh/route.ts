/** POST /api/account/refresh: see src/features/accounts/server. */
import { handleRefresh } from '@/features/accounts/server'

export function POST(request: Request): Promise<Response> {
  return handleRefresh(request)
}
