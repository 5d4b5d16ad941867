/**
 * The RSS 2.0 feed of stories and articles (SPEC issue 4 item 10). Pure: builds the XML from
 * plain items, so escaping is unit-tested.
 */
import { absoluteUrl } from '@/lib/metadata'

export const FEED_SIZE = 20

export type FeedItem = {
  kind: 'story' | 'article'
  title: string
  slug: string
  excerpt: string
  /** ISO date. */
  publishDate: string
  authorName?: string | null
}

export type FeedChannel = { title: string; description: string; siteUrl: string; feedPath: string }

/** Text for XML character data and attribute values; strips characters XML 1.0 does not allow. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** The newest `limit` items of both kinds together, newest first. */
export function newestItems(items: FeedItem[], limit = FEED_SIZE): FeedItem[] {
  return [...items]
    .sort((a, b) => new Date(b.publishDate).getTime() - new Date(a.publishDate).getTime())
    .slice(0, limit)
}

function rfc822(value: string): string | null {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toUTCString()
}

function element(name: string, value: string): string {
  return `<${name}>${escapeXml(value)}</${name}>`
}

function itemXml(item: FeedItem, siteUrl: string): string {
  const link = absoluteUrl(`/${item.slug}`, siteUrl)
  const pubDate = rfc822(item.publishDate)
  const parts = [
    element('title', item.title),
    element('link', link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    element('description', item.excerpt),
    element('category', item.kind === 'story' ? 'Story' : 'Article'),
    ...(pubDate ? [element('pubDate', pubDate)] : []),
    ...(item.authorName?.trim() ? [element('dc:creator', item.authorName.trim())] : []),
  ]
  return `<item>${parts.join('')}</item>`
}

/** The whole feed document. */
export function buildRssFeed(channel: FeedChannel, items: FeedItem[]): string {
  const home = absoluteUrl('/', channel.siteUrl)
  const self = absoluteUrl(channel.feedPath, channel.siteUrl)
  const newest = items[0] ? rfc822(items[0].publishDate) : null
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', home),
    element('description', channel.description),
    '<language>en-us</language>',
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', newest)] : []),
    ...items.map((item) => itemXml(item, channel.siteUrl)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
