import { getVideoCaptions } from '@/features/content/queries'
import { normaliseWebVtt } from '@/lib/webvtt'

/** Served from the route cache; refreshed by tag when staff save the video, at most every 5 min (SPEC §9). */
export const revalidate = 300

/** No video is known at build time (no database then): each file is rendered on its first request. */
export function generateStaticParams(): { id: string }[] {
  return []
}

type Context = { params: Promise<{ id: string }> }

/**
 * GET /videos/{id}/captions.vtt: the video's English captions as a WebVTT file, for the video
 * player's <track> (ADR 0018). 404 when the video does not exist or has no captions.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { id } = await params
  const captions = /^[1-9]\d{0,9}$/.test(id) ? await getVideoCaptions(Number(id)) : null
  if (!captions) {
    return new Response('No captions for this video.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(normaliseWebVtt(captions), {
    headers: {
      'Content-Type': 'text/vtt; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=600',
    },
  })
}
