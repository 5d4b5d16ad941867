/** The highlight block's options (SPEC §9): icons, colour variants and the normalised props. Pure and client-safe. */
import { oneOf, type Options, read, text } from '../shared'

export const HIGHLIGHT_ICONS = ['tip', 'warning', 'info', 'quote'] as const
export type HighlightIcon = (typeof HIGHLIGHT_ICONS)[number]
export const HIGHLIGHT_VARIANTS = ['default', 'burnt', 'terra', 'mocha'] as const
export type HighlightVariant = (typeof HIGHLIGHT_VARIANTS)[number]

export type HighlightProps = { title: string | null; icon: HighlightIcon; variant: HighlightVariant }

export function highlightProps(options: Options): HighlightProps {
  const raw = read(options)
  return {
    title: text(raw.title) || null,
    icon: oneOf(HIGHLIGHT_ICONS, raw.icon, 'info'),
    variant: oneOf(HIGHLIGHT_VARIANTS, raw.variant, 'default'),
  }
}
