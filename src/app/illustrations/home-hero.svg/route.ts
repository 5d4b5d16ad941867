import { homeHeroSvg } from '@/lib/illustrations/hero'

import { svgResponse } from '../svg-response'

/** Built once: the picture is deterministic. */
export const dynamic = 'force-static'

/** The home page hero's picture (src/lib/illustrations/hero.ts): an SVG that carries no script. */
export function GET(): Response {
  return svgResponse(homeHeroSvg())
}
