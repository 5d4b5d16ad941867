import { draftMode } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'

import { exitPath } from '@/features/content/post/preview'

export const dynamic = 'force-dynamic'

/** GET /api/preview/exit?slug=…: leaves draft mode and returns to the published post (or home). */
export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  return new NextResponse(null, {
    status: 307,
    headers: { Location: exitPath(request.nextUrl.searchParams.get('slug')), 'Cache-Control': 'private, no-store' },
  })
}
