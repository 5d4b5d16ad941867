/**
 * Next's image optimizer never enlarges: asked for a width beyond the image's own, it sends the
 * image at its own width. The candidates of a `w` srcset past the first one at least as wide as
 * the image therefore all bring the same pixels, and each costs about 100 bytes of HTML, once
 * more in the RSC payload and again in a preload (a story card's two srcsets carry 18 of them).
 * This keeps the candidates up to that first one; a browser wanting more takes it and gets the
 * same image as before (ADR 0030). Without a known width, or with `x` descriptors, the srcset is
 * returned as it is.
 */
export function srcSetUpTo(srcSet: string | undefined, intrinsicWidth: number | null | undefined): string | undefined {
  if (!srcSet || !intrinsicWidth || intrinsicWidth <= 0) return srcSet
  const candidates = srcSet.split(', ')
  const widths = candidates.map((candidate) => /\s(\d+)w$/.exec(candidate)?.[1])
  if (widths.some((width) => width === undefined)) return srcSet
  const firstEnough = widths.findIndex((width) => Number(width) >= intrinsicWidth)
  return firstEnough === -1 ? srcSet : candidates.slice(0, firstEnough + 1).join(', ')
}
