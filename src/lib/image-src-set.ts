/**
 * Next's image optimizer never enlarges: asked for a width beyond the image's own, it sends the
 * image at its own width. The candidates of a `w` srcset past the first one at least as wide as
 * the image therefore all bring the same pixels, and each costs about 100 bytes of HTML, once
 * more in the RSC payload and again in a preload (a story card's two srcsets carry 18 of them).
 * This keeps the candidates up to that first one; a browser wanting more takes it and gets the
 * same image as before (ADR 0030). With `minDisplayWidth` (see minDisplayWidth()), candidates
 * narrower than the image is ever shown are dropped too. With `x` descriptors the srcset is
 * returned as it is.
 */
export function srcSetUpTo(
  srcSet: string | undefined,
  intrinsicWidth: number | null | undefined,
  minDisplayWidth = 0,
): string | undefined {
  if (!srcSet) return srcSet
  const candidates = srcSet.split(', ')
  const widths = candidates.map((candidate) => Number(/\s(\d+)w$/.exec(candidate)?.[1] ?? NaN))
  if (widths.some((width) => Number.isNaN(width))) return srcSet
  const lastIndex = candidates.length - 1
  const firstEnough = intrinsicWidth && intrinsicWidth > 0 ? widths.findIndex((width) => width >= intrinsicWidth) : -1
  const end = firstEnough === -1 ? lastIndex : firstEnough
  // Below the narrowest width the image is ever shown at (1x), a candidate is never chosen.
  const firstUsed = widths.findIndex((width) => width >= minDisplayWidth)
  const start = firstUsed === -1 ? end : Math.min(firstUsed, end)
  return candidates.slice(start, end + 1).join(', ')
}

/**
 * The narrowest width a `sizes` attribute can show the image at, when every length in it is in
 * px ("192px", "(min-width: 768px) 160px, 120px" → 120); 0 when it has vw or other units (then
 * no candidate can be ruled out).
 */
export function minDisplayWidth(sizes: string | undefined): number {
  if (!sizes) return 0
  const lengths = sizes.split(',').map((size) => size.trim().split(/\s+/).at(-1) ?? '')
  const pixels = lengths.map((length) => /^(\d+(?:\.\d+)?)px$/.exec(length)?.[1])
  if (pixels.some((value) => value === undefined)) return 0
  return Math.min(...pixels.map(Number))
}
