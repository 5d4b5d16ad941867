/**
 * Page metadata (SPEC §2 "Page metadata"): title "{title} | {product}" or the product name,
 * description, canonical URL, Open Graph and Twitter tags. Pure: the site values come in as
 * an argument (pages pass `env.siteUrl` and the site settings), so it is unit-testable.
 */
import type { Metadata } from 'next'

export const DEFAULT_OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630 } as const

export type OgImageInput = string | { url: string; width?: number; height?: number; alt?: string }

export type MetadataInput = {
  /** Page title; the product name is appended. Omit on pages titled by the product alone. */
  title?: string | null
  /** Falls back to the site description. */
  description?: string | null
  /** A site path ("/about") or an absolute URL. */
  canonical?: string | null
  /** A site path or absolute URL; defaults to /og-image.png (1200×630). */
  ogImage?: OgImageInput | null
  ogType?: 'website' | 'article' | 'profile'
  twitterCard?: 'summary_large_image' | 'summary'
  /** ISO date; emitted as article:published_time when ogType is "article". */
  publishDate?: string | null
  /** ISO date; emitted as article:modified_time when ogType is "article". */
  modifiedDate?: string | null
  /** Emitted as the author meta tag, and as article:author when ogType is "article". */
  authorName?: string | null
}

/** The RSS feed of stories and articles, linked from every page's head. */
export const FEED_PATH = '/feed.xml'

export type MetadataSite = {
  productName: string
  description: string
  /** Public origin without a trailing slash, e.g. https://example.com */
  siteUrl: string
}

/** An absolute URL for a path or URL, resolved against the site origin. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  const origin = siteUrl.replace(/\/+$/, '')
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

export function pageTitle(title: string | null | undefined, productName: string): string {
  const trimmed = title?.trim()
  return trimmed ? `${trimmed} | ${productName}` : productName
}

export function buildMetadata(input: MetadataInput, site: MetadataSite): Metadata {
  const title = pageTitle(input.title, site.productName)
  const description = input.description?.trim() || site.description?.trim() || undefined
  const canonical = input.canonical ? absoluteUrl(input.canonical, site.siteUrl) : undefined
  const ogType = input.ogType ?? 'website'
  const twitterCard = input.twitterCard ?? 'summary_large_image'

  const rawImage = input.ogImage ?? DEFAULT_OG_IMAGE
  const imageSpec = typeof rawImage === 'string' ? { url: rawImage } : rawImage
  const image = { ...imageSpec, url: absoluteUrl(imageSpec.url, site.siteUrl) }

  const authorName = input.authorName?.trim() || undefined
  const publishedTime = input.publishDate ? toIsoDate(input.publishDate) : undefined
  const modifiedTime = input.modifiedDate ? toIsoDate(input.modifiedDate) : undefined

  const openGraphBase = {
    title,
    description,
    url: canonical ?? absoluteUrl('/', site.siteUrl),
    siteName: site.productName,
    locale: 'en_US',
    images: [image],
  }
  const openGraph: Metadata['openGraph'] =
    ogType === 'article'
      ? {
          ...openGraphBase,
          type: 'article',
          ...(publishedTime ? { publishedTime } : {}),
          ...(modifiedTime ? { modifiedTime } : {}),
          ...(authorName ? { authors: [authorName] } : {}),
        }
      : { ...openGraphBase, type: ogType }

  return {
    metadataBase: new URL(site.siteUrl),
    // "absolute" so a title template in a layout can never add the suffix twice.
    title: { absolute: title },
    description,
    // Page metadata replaces the layout's `alternates` as a whole, so every page carries the feed link.
    alternates: {
      ...(canonical ? { canonical } : {}),
      types: { 'application/rss+xml': [{ url: FEED_PATH, title: `${site.productName} stories and articles` }] },
    },
    ...(authorName ? { authors: [{ name: authorName }] } : {}),
    openGraph,
    twitter: {
      card: twitterCard,
      title,
      description,
      images: [image.url],
    },
  }
}

function toIsoDate(value: string): string | undefined {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}
