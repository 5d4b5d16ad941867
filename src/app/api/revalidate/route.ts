import { revalidateTag } from 'next/cache'

import { emptyFrontCache } from '@/cms/revalidation/front-cache'
import { revalidateBodySchema, SIGNATURE_HEADER, verifyRevalidation } from '@/cms/revalidation/signature'
import { env } from '@/lib/env'

/**
 * The server's request to itself to expire cache tags of a change made outside a request (a
 * scheduled publish: src/cms/revalidation/deferred.ts). Signed with a key derived from
 * PAYLOAD_SECRET and valid for a minute; anything else is refused without saying why.
 */
export async function POST(request: Request): Promise<Response> {
  const signature = request.headers.get(SIGNATURE_HEADER) ?? ''
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    body = null
  }
  const parsed = revalidateBodySchema.safeParse(body)
  if (!parsed.success || !verifyRevalidation(parsed.data, signature, env.payloadSecret)) {
    return Response.json({ error: 'Not allowed.' }, { status: 403 })
  }
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 })
  emptyFrontCache()
  return new Response(null, { status: 204 })
}
