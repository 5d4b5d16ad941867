import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

/**
 * An original illustration: a camper van parked under a low sun, mountains behind, a
 * winding road. Decorative; drawn in the brand palette, no photo needed. The drawing is the
 * stylesheet's (`van-scene` in globals.css, covering the box as `preserveAspectRatio="xMidYMid
 * slice"` did): an empty <svg> box rather than about 2.5 KB of inline SVG in the HTML and again
 * in the RSC payload (ADR 0030).
 */
export function VanScene({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg aria-hidden="true" focusable="false" className={cn('block h-full w-full van-scene', className)} {...props} />
  )
}
