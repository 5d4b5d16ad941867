/**
 * Props of the rich-content blocks (SPEC §9 "Rich-content shortcodes in bodies"), normalised
 * the same way whether they come from a Lexical block in the admin or from a shortcode in an
 * imported body: defaults filled in, unknown options replaced by the fallback, hrefs made safe.
 * Pure and client-safe.
 */
import { isInternalPath } from '@/lib/utils'

export const CTA_DEFAULTS = {
  heading: 'Join our community',
  subheading: 'Get more stories and tips delivered to your inbox',
  buttonText: 'Subscribe',
  buttonHref: '/share-your-story',
} as const

export const CTA_BACKGROUNDS = ['mocha', 'burnt', 'terra', 'sand'] as const
export type CtaBackground = (typeof CTA_BACKGROUNDS)[number]

/** The dynamic-cta button variants SPEC §9 allows (all exist in components/ui/button.tsx). */
export const CTA_BUTTON_VARIANTS = [
  'default',
  'link',
  'secondary',
  'destructive',
  'outline',
  'ghost',
  'primary',
  'primary-onDark',
  'secondary-onDark',
] as const
export type CtaButtonVariant = (typeof CTA_BUTTON_VARIANTS)[number]
export const FALLBACK_BUTTON_VARIANT: CtaButtonVariant = 'primary-onDark'

export const HIGHLIGHT_ICONS = ['tip', 'warning', 'info', 'quote'] as const
export type HighlightIcon = (typeof HIGHLIGHT_ICONS)[number]
export const HIGHLIGHT_VARIANTS = ['default', 'burnt', 'terra', 'mocha'] as const
export type HighlightVariant = (typeof HIGHLIGHT_VARIANTS)[number]

export const YOUTUBE_DEFAULT_TITLE = 'YouTube video'

export type CtaProps = {
  heading: string
  subheading: string
  buttonText: string
  buttonHref: string
  badgeText: string | null
  background: CtaBackground
}
export type DynamicCtaProps = CtaProps & { variant: CtaButtonVariant }
export type YouTubeProps = { id: string | null; title: string }
export type HighlightProps = { title: string | null; icon: HighlightIcon; variant: HighlightVariant }

/** Raw options: strings from shortcode attributes, or a Lexical block's fields. */
export type RawProps = Record<string, unknown>
/** Any object of options (typed block fields have no index signature). */
type Options = object
const read = (options: Options): RawProps => options as RawProps

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  const candidate = text(value)
  return (allowed as readonly string[]).includes(candidate) ? (candidate as T) : fallback
}

/** A link target that cannot run script: a site path, an in-page anchor, http(s) or mailto; else null. */
export function safeHref(value: unknown): string | null {
  const href = text(value)
  if (!href) return null
  if (isInternalPath(href) || href.startsWith('#')) return href
  return /^(https?:\/\/|mailto:)/i.test(href) ? href : null
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

export function dynamicCtaProps(options: Options): DynamicCtaProps {
  return { ...ctaProps(options), variant: oneOf(CTA_BUTTON_VARIANTS, read(options).variant, FALLBACK_BUTTON_VARIANT) }
}

/** A YouTube video id (11 characters in practice), or null for anything that is not one. */
export function youtubeId(value: unknown): string | null {
  const raw = text(value)
  if (!raw) return null
  if (/^[A-Za-z0-9_-]{6,20}$/.test(raw)) return raw
  const fromUrl = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{6,20})/.exec(raw)
  return fromUrl ? fromUrl[1] : null
}

export function youtubeProps(options: Options): YouTubeProps {
  const raw = read(options)
  return { id: youtubeId(raw.id) ?? youtubeId(raw.url), title: text(raw.title) || YOUTUBE_DEFAULT_TITLE }
}

export function highlightProps(options: Options): HighlightProps {
  const raw = read(options)
  return {
    title: text(raw.title) || null,
    icon: oneOf(HIGHLIGHT_ICONS, raw.icon, 'info'),
    variant: oneOf(HIGHLIGHT_VARIANTS, raw.variant, 'default'),
  }
}
