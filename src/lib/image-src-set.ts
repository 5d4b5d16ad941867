/**
 * Cuts a `w` srcset to the candidates a browser can choose when the image is never shown narrower
 * than `minDisplayWidth` (see minDisplayWidth()): from the first candidate at least that wide (the
 * widest when none is). Each candidate is in the HTML and again in the RSC payload (ADR 0030). With
 * `x` descriptors the srcset is returned as it is.
 */
export function srcSetFrom(srcSet: string | undefined, minDisplayWidth = 0): string | undefined {
  if (!srcSet) return srcSet
  const candidates = srcSet.split(', ')
  const widths = candidates.map((candidate) => Number(/\s(\d+)w$/.exec(candidate)?.[1] ?? NaN))
  if (widths.some((width) => Number.isNaN(width))) return srcSet
  const firstUsed = widths.findIndex((width) => width >= minDisplayWidth)
  return candidates.slice(firstUsed === -1 ? candidates.length - 1 : firstUsed).join(', ')
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
