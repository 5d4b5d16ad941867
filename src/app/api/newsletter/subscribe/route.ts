/** Newsletter subscription (SPEC §3, §7); the logic is in src/features/newsletter/server.ts. */
import { handleSubscribe } from '@/features/newsletter/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleSubscribe(request, { payload }))
}
