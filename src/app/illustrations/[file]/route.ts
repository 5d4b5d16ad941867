import { notFound } from 'next/navigation'

import { ILLUSTRATIONS, illustrationFile, illustrationScene } from '@/lib/illustrations/post-illustration'
import { sceneSvg } from '@/lib/illustrations'

import { svgResponse } from '../svg-response'

/** Built once (the scenes are deterministic); any other name is not found. */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): { file: string }[] {
  return ILLUSTRATIONS.map((_, index) => ({ file: illustrationFile(index) }))
}

/** A post's stand-in picture (src/lib/illustrations/post-illustration.ts): an SVG that carries no script. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const scene = illustrationScene((await params).file)
  if (!scene) notFound()
  return svgResponse(sceneSvg(scene))
}
