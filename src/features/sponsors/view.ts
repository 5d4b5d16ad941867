/**
 * A sponsor page (SPEC §2 "Sponsor pages", §3 "Sponsor config") as the components render it: the
 * global normalised (trimmed text, empty parts dropped, links checked, colours made readable,
 * images and the video resolved), and its page metadata. Pure.
 */
import { isInternalPath } from '@/lib/paths'
import { type SiteImage, type SiteVideo, toSiteImage, toSiteVideo } from '@/lib/media'
import type { MetadataInput } from '@/lib/metadata'
import type { SponsorTrelino, SponsorVunked } from '@/payload-types'

import { parseHex, type SponsorTheme, sponsorTheme } from './colors'

export type SponsorGlobal = SponsorVunked | SponsorTrelino
export type SponsorSlug = 'sponsor-vunked' | 'sponsor-trelino'
export type FeatureIcon = NonNullable<NonNullable<SponsorGlobal['featuresGrid']>[number]['icon']>

/** Where each sponsor global is shown. */
export const SPONSOR_PATHS: Record<SponsorSlug, string> = {
  'sponsor-vunked': '/about-vunked',
  'sponsor-trelino': '/about-trelino',
}

/** The in-page anchors a call to action may point at (section ids). */
export const SECTION_IDS = { features: 'features', testimonials: 'testimonials' } as const

export const LINK_MESSAGE = 'Use a site path (/stories), an anchor on the page (#features), or a full https:// URL.'

export type CtaLink = {
  label: string
  href: string
  /** internal: a site path; anchor: a section of this page; external: another site (or mailto). */
  kind: 'internal' | 'anchor' | 'external'
}

export type Feature = { title: string; description: string; icon: FeatureIcon }

export type SponsorPageView = {
  path: string
  brandName: string
  theme: SponsorTheme
  hero: {
    title: string
    highlight: string | null
    description: string
    image: SiteImage | null
    primaryCta: CtaLink | null
    secondaryCta: CtaLink | null
  }
  features: { heading: string; description: string | null; items: Feature[]; video: SiteVideo | null }
  grid: Feature[]
  cta: { heading: string; description: string | null; button: CtaLink | null }
}

const text = (value: string | null | undefined): string => value?.trim() ?? ''

/** What kind of link `href` is, or null when it is none the page can show. */
export function linkKind(href: string): CtaLink['kind'] | null {
  if (/^#[A-Za-z][\w-]*$/.test(href)) return 'anchor'
  if (isInternalPath(href)) return 'internal'
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return 'external'
  if (!/^https?:\/\/\S+$/i.test(href)) return null
  return URL.canParse(href) ? 'external' : null
}

/** Payload validation of a call to action's href (see LINK_MESSAGE). */
export function validateCtaHref(value: unknown): true | string {
  return typeof value === 'string' && linkKind(value.trim()) ? true : LINK_MESSAGE
}

/** Payload validation of a colour field: empty or a hex colour. */
export function validateHexColor(value: unknown, { required = false } = {}): true | string {
  if ((value === null || value === undefined || value === '') && !required) return true
  return typeof value === 'string' && parseHex(value) ? true : 'Use a hex colour such as #c2410c.'
}

/** A call to action, or null when it lacks a label or its link goes nowhere (an anchor of a section not shown). */
export function ctaLink(
  cta: { label?: string | null; href?: string | null } | null | undefined,
  anchors: ReadonlySet<string>,
): CtaLink | null {
  const label = text(cta?.label)
  const href = text(cta?.href)
  const kind = linkKind(href)
  if (!label || !kind) return null
  if (kind === 'anchor' && !anchors.has(href.slice(1))) return null
  return { label, href, kind }
}

function features(items: SponsorGlobal['featuresGrid']): Feature[] {
  return (items ?? [])
    .map((item) => ({ title: text(item.title), description: text(item.description), icon: item.icon ?? 'zap' }))
    .filter((item) => item.title)
}

/**
 * The page's view model. `hasTestimonials` says whether the testimonials section is shown (a
 * #testimonials link is dropped without it).
 */
export function toSponsorPage(global: SponsorGlobal, path: string, hasTestimonials: boolean): SponsorPageView {
  const anchors = new Set<string>([SECTION_IDS.features, ...(hasTestimonials ? [SECTION_IDS.testimonials] : [])])
  // The original when the image has no 'large' size.
  const image = toSiteImage(global.hero.heroImage, 'large')
  return {
    path,
    brandName: text(global.brandName),
    theme: sponsorTheme(global.primaryColor, global.hero.backgroundColor),
    hero: {
      title: text(global.hero.title),
      highlight: text(global.hero.highlightText) || null,
      description: text(global.hero.description),
      image: image ? { ...image, alt: text(global.hero.heroImageAlt) || image.alt } : null,
      primaryCta: ctaLink(global.hero.primaryCTA, anchors),
      secondaryCta: ctaLink(global.hero.secondaryCTA, anchors),
    },
    features: {
      heading: text(global.features.heading),
      description: text(global.features.description) || null,
      items: features(global.features.items),
      video: toSiteVideo(global.features.video),
    },
    grid: features(global.featuresGrid),
    cta: {
      heading: text(global.cta.heading),
      description: text(global.cta.description) || null,
      button: ctaLink(global.cta.button, anchors),
    },
  }
}

/** SPEC §2 "Page metadata": the SEO title or the brand, the SEO description or the hero's, the page's canonical, the hero image. */
export function sponsorMetadataInput(global: SponsorGlobal, path: string): MetadataInput {
  const image = toSiteImage(global.hero.heroImage)
  const title = [global.hero.title, global.hero.highlightText].map(text).filter(Boolean).join(' ')
  return {
    title: text(global.seo?.title) || `${text(global.brandName)}: ${title}`,
    description: text(global.seo?.description) || text(global.hero.description),
    canonical: path,
    ogType: 'website',
    ogImage: image
      ? {
          url: image.src,
          alt: text(global.hero.heroImageAlt) || image.alt,
          width: image.width ?? undefined,
          height: image.height ?? undefined,
        }
      : null,
  }
}
