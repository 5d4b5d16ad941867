import { clsx } from 'clsx'
import type { CSSProperties } from 'react'

/** The inline style next/image's getImageProps gave a `fill` image (objectFit/objectPosition aside). */
const FILL_STYLE: Readonly<Record<string, string | number>> = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
}

/** A `fill` image's style (absolute, full size), which imgStyleAsClasses turns into `img-fill`. */
export const fillImageStyle: Readonly<CSSProperties> = FILL_STYLE as CSSProperties

/**
 * next/image's inline style as classes with the same declarations: `text-transparent` for its
 * `color: transparent` (every image: the alt text stays hidden while it loads) and `img-fill`
 * (globals.css) for a `fill` image's absolute, full-size box. The style is written in the HTML
 * and again in the RSC payload of every card (about 300 bytes each); a class is a few bytes.
 * Properties it does not know (an object position, a focal point) stay in the style, and
 * undefined ones are dropped; the style is undefined when nothing is left.
 */
export function imgStyleAsClasses(
  style: CSSProperties | undefined,
  className: string | undefined,
): { style: CSSProperties | undefined; className: string | undefined } {
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(style ?? {})) if (value !== undefined) rest[key] = value
  const classes: string[] = []
  if (rest.color === 'transparent') {
    delete rest.color
    classes.push('text-transparent')
  }
  if (Object.entries(FILL_STYLE).every(([key, value]) => rest[key] === value)) {
    for (const key of Object.keys(FILL_STYLE)) delete rest[key]
    classes.push('img-fill')
  }
  return {
    style: Object.keys(rest).length > 0 ? (rest as CSSProperties) : undefined,
    className: clsx(className, classes) || undefined,
  }
}
