/** The confirm page's button (POST /newsletter/confirm?token=…, rewritten here by src/proxy.ts); see src/features/newsletter/server.ts. */
import { handleConfirm } from '@/features/newsletter/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleConfirm(request, { payload }))
}
