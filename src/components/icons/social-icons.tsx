import type { ComponentProps } from 'react'

import { clsx } from 'clsx'

/**
 * Brand glyphs for social links (lucide-react no longer ships brand icons). Decorative:
 * the link around them carries the accessible name. Each is drawn by the stylesheet
 * (`icon-instagram`, `icon-linkedin`, `icon-youtube` in globals.css: the glyph as a mask painted
 * in currentColor), so the footer of every page carries an empty <svg> box, not the paths, in its
 * HTML and RSC payload (ADR 0030).
 */
type IconProps = ComponentProps<'svg'>

function glyph(name: string) {
  return function SocialIcon({ className, ...props }: IconProps) {
    return <svg aria-hidden="true" focusable="false" className={clsx(name, className)} {...props} />
  }
}

export const InstagramIcon = glyph('icon-instagram')
export const LinkedInIcon = glyph('icon-linkedin')
export const YouTubeIcon = glyph('icon-youtube')
