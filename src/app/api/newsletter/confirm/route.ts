/** The confirm page's button (POST /newsletter/confirm?token=…, rewritten here by src/proxy.ts); see src/features/newsletter/server.ts. */
import { handleConfirm } from '@/features/newsletter/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleConfirm(request, { payload: await getPayloadClient() })
}
