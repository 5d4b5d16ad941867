/** The confirm page's button (POST /newsletter/confirm?token=…, rewritten here by src/proxy.ts); see src/features/newsletter/server.ts. */
import { handleConfirm } from '@/features/newsletter/server'

export function POST(request: Request): Promise<Response> {
  return handleConfirm(request)
}
