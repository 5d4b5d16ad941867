/**
 * RFC 8058 one-click unsubscribe (the List-Unsubscribe header's URL) and the unsubscribe page's
 * button (POST /newsletter/unsubscribe?token=…, rewritten here by src/proxy.ts); see
 * src/features/newsletter/server.ts.
 */
import { handleUnsubscribe } from '@/features/newsletter/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleUnsubscribe(request, { payload }))
}
