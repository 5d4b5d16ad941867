/** Newsletter subscription (SPEC §3, §7); the logic is in src/features/newsletter/server.ts. */
import { handleSubscribe } from '@/features/newsletter/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleSubscribe(request, { payload: await getPayloadClient() })
}
