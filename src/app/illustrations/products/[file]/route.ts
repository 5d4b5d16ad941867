import { notFound } from 'next/navigation'

import { PRODUCT_ARTS, productArtFile, productArtFromFile, productArtSvg } from '@/lib/illustrations/products'

import { svgResponse } from '../../svg-response'

/** Built once (the pictures are deterministic); any other name is not found. */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): { file: string }[] {
  return PRODUCT_ARTS.map((art) => ({ file: productArtFile(art) }))
}

/** A sponsor's product picture (src/lib/illustrations/products.ts): an SVG that carries no script. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const art = productArtFromFile((await params).file)
  if (!art) notFound()
  return svgResponse(productArtSvg(art))
}
