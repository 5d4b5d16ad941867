import { draftMode } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'

import { isStaffUser } from '@/cms/access'
import { parsePreviewTarget } from '@/features/content/post/preview'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/payload-client'

export const dynamic = 'force-dynamic'

/** Per staff user: never kept by a browser cache, a proxy or a CDN. */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * GET /api/preview?collection=stories|articles&slug=…: the admin's Preview button. Only a signed-in
 * staff user (Payload session cookie) gets draft mode: 401 without a session, 403 for anyone else.
 * Then redirects to the post, which shows its newest draft under a "Preview mode — Exit" bar.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const target = parsePreviewTarget(request.nextUrl.searchParams)
  if (!target.ok) return NextResponse.json({ error: 'Unknown post' }, { status: 400, headers: PRIVATE })

  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return NextResponse.json({ error: 'Sign in to preview drafts' }, { status: 401, headers: PRIVATE })
  if (!isStaffUser(user))
    return NextResponse.json({ error: 'Only staff can preview drafts' }, { status: 403, headers: PRIVATE })

  ;(await draftMode()).enable()
  logger.info(
    { event: 'preview_started', collection: target.collection, slug: target.slug, user: user.id },
    'Draft preview',
  )
  return new NextResponse(null, {
    status: 307,
    headers: { Location: `/${target.slug}`, ...PRIVATE },
  })
}
