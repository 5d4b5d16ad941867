import { notFound } from 'next/navigation'

import { ILLUSTRATIONS, illustrationFile, illustrationScene } from '@/lib/illustrations/post-illustration'
import { sceneSvg } from '@/lib/illustrations'

/** Built once (the scenes are deterministic); any other name is not found. */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): { file: string }[] {
  return ILLUSTRATIONS.map((_, index) => ({ file: illustrationFile(index) }))
}

/** A post's stand-in picture (src/features/content/illustration.ts): an SVG that carries no script. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const scene = illustrationScene((await params).file)
  if (!scene) notFound()
  return new Response(sceneSvg(scene), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
