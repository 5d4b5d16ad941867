/** The cta block's options (SPEC §9): defaults, backgrounds and the normalised props. Pure and client-safe. */
import { type Options, read, safeHref, text } from '../shared'

export const CTA_DEFAULTS = {
  heading: 'Join our community',
  subheading: 'Get more stories and tips delivered to your inbox',
  buttonText: 'Subscribe',
  buttonHref: '/share-your-story',
} as const

export const CTA_BACKGROUNDS = ['mocha', 'burnt', 'terra', 'sand'] as const
export type CtaBackground = (typeof CTA_BACKGROUNDS)[number]

export type CtaProps = {
  heading: string
  subheading: string
  buttonText: string
  buttonHref: string
  badgeText: string | null
  background: CtaBackground
}

/**
 * The background of a cta: one of the brand colours. Imported shortcodes carry a Tailwind
 * class list (backgroundClassName); its colour word picks the background.
 */
export function ctaBackground(value: unknown): CtaBackground {
  const raw = text(value).toLowerCase()
  if (!raw) return 'mocha'
  if ((CTA_BACKGROUNDS as readonly string[]).includes(raw)) return raw as CtaBackground
  if (raw.includes('burnt') || raw.includes('orange')) return 'burnt'
  if (raw.includes('terra')) return 'terra'
  if (/sand|cream|white|light|gray|grey|stone/.test(raw)) return 'sand'
  return 'mocha'
}

export function ctaProps(options: Options): CtaProps {
  const raw = read(options)
  return {
    heading: text(raw.heading) || CTA_DEFAULTS.heading,
    subheading: text(raw.subheading) || CTA_DEFAULTS.subheading,
    buttonText: text(raw.buttonText) || CTA_DEFAULTS.buttonText,
    buttonHref: safeHref(raw.buttonHref) ?? CTA_DEFAULTS.buttonHref,
    badgeText: text(raw.badgeText) || null,
    background: ctaBackground(raw.background ?? raw.backgroundClassName),
  }
}
