import { describe, expect, it } from 'vitest'

import { buildRssFeed, escapeXml, type FeedItem, newestItems } from './feed'

const channel = {
  title: 'Vanlife Voices',
  description: 'Stories & guides',
  siteUrl: 'https://vv.example',
  feedPath: '/feed.xml',
}

function item(n: number, extra: Partial<FeedItem> = {}): FeedItem {
  return {
    kind: n % 2 ? 'story' : 'article',
    title: `Post ${n}`,
    slug: `post-${n}`,
    excerpt: 'Excerpt',
    publishDate: new Date(Date.UTC(2024, 0, n)).toISOString(),
    ...extra,
  }
}

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML cannot hold', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;')
    expect(escapeXml('a\u0000b\u0008c\td')).toBe('abc\td')
    expect(escapeXml('Café 🚐')).toBe('Café 🚐')
  })
})

describe('newestItems', () => {
  it('merges both kinds newest first and keeps 20', () => {
    const items = Array.from({ length: 30 }, (_, i) => item(i + 1))
    const newest = newestItems(items)
    expect(newest).toHaveLength(20)
    expect(newest[0].slug).toBe('post-30')
    expect(newest[19].slug).toBe('post-11')
  })
})

describe('buildRssFeed', () => {
  it('builds an RSS 2.0 document with escaped text and absolute links', () => {
    const xml = buildRssFeed(channel, [
      item(5, { title: 'Fish & <chips>', excerpt: '"Quoted" ]]> text', authorName: 'Mara & Leo' }),
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<title>Vanlife Voices</title>')
    expect(xml).toContain('<description>Stories &amp; guides</description>')
    expect(xml).toContain('<atom:link href="https://vv.example/feed.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain('<title>Fish &amp; &lt;chips&gt;</title>')
    expect(xml).toContain('<description>&quot;Quoted&quot; ]]&gt; text</description>')
    expect(xml).toContain('<link>https://vv.example/post-5</link>')
    expect(xml).toContain('<guid isPermaLink="true">https://vv.example/post-5</guid>')
    expect(xml).toContain('<pubDate>Fri, 05 Jan 2024 00:00:00 GMT</pubDate>')
    expect(xml).toContain('<dc:creator>Mara &amp; Leo</dc:creator>')
    expect(xml).toContain('<category>Story</category>')
    expect(xml).not.toMatch(
      /<(?!\/?(rss|channel|title|link|description|language|atom:link|lastBuildDate|item|guid|category|pubDate|dc:creator)\b|\?xml)/,
    )
  })

  it('is a valid empty channel without items', () => {
    const xml = buildRssFeed(channel, [])
    expect(xml).toContain('<channel>')
    expect(xml).not.toContain('<item>')
    expect(xml).not.toContain('lastBuildDate')
  })
})
