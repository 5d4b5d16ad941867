import { describe, expect, it } from 'vitest'

import { absoluteUrl, buildMetadata, DEFAULT_OG_IMAGE, FEED_PATH, pageTitle, type MetadataSite } from './metadata'

const site: MetadataSite = {
  productName: 'Vanlife Voices',
  description: 'Real stories from life on the road.',
  siteUrl: 'https://vanlife.example',
}

describe('pageTitle', () => {
  it('appends the product name to a page title', () => {
    expect(pageTitle('About', 'Vanlife Voices')).toBe('About | Vanlife Voices')
  })

  it('uses the product name alone without a title', () => {
    expect(pageTitle(undefined, 'Vanlife Voices')).toBe('Vanlife Voices')
    expect(pageTitle('   ', 'Vanlife Voices')).toBe('Vanlife Voices')
  })
})

describe('absoluteUrl', () => {
  it('resolves paths against the site origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/about', 'https://vanlife.example/')).toBe('https://vanlife.example/about')
    expect(absoluteUrl('terms', 'https://vanlife.example')).toBe('https://vanlife.example/terms')
    expect(absoluteUrl('https://cdn.example/x.png', site.siteUrl)).toBe('https://cdn.example/x.png')
  })
})

describe('buildMetadata', () => {
  it('builds "{title} | {product}" titles everywhere', () => {
    const meta = buildMetadata({ title: 'About', description: 'Who we are', canonical: '/about' }, site)
    expect(meta.title).toEqual({ absolute: 'About | Vanlife Voices' })
    expect(meta.description).toBe('Who we are')
    expect(meta.alternates?.canonical).toBe('https://vanlife.example/about')
    expect(meta.openGraph).toMatchObject({
      title: 'About | Vanlife Voices',
      description: 'Who we are',
      url: 'https://vanlife.example/about',
      siteName: 'Vanlife Voices',
    })
    expect(meta.twitter).toMatchObject({ title: 'About | Vanlife Voices', description: 'Who we are' })
  })

  it('uses the product name alone and the site defaults when nothing is given', () => {
    const meta = buildMetadata({}, site)
    expect(meta.title).toEqual({ absolute: 'Vanlife Voices' })
    expect(meta.description).toBe(site.description)
    expect(meta.alternates?.canonical).toBeUndefined()
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      url: 'https://vanlife.example/',
      images: [{ url: 'https://vanlife.example/og-image.png', width: 1200, height: 630 }],
    })
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['https://vanlife.example/og-image.png'],
    })
    expect(DEFAULT_OG_IMAGE).toEqual({ url: '/og-image.png', width: 1200, height: 630 })
    expect(meta.authors).toBeUndefined()
  })

  it('keeps absolute canonical URLs and custom images and cards', () => {
    const meta = buildMetadata(
      {
        canonical: 'https://elsewhere.example/original',
        ogImage: '/api/media/file/hero.webp',
        twitterCard: 'summary',
      },
      site,
    )
    expect(meta.alternates?.canonical).toBe('https://elsewhere.example/original')
    expect(meta.openGraph?.images).toEqual([{ url: 'https://vanlife.example/api/media/file/hero.webp' }])
    expect(meta.twitter).toMatchObject({
      card: 'summary',
      images: ['https://vanlife.example/api/media/file/hero.webp'],
    })
  })

  it('adds the published time and author for articles', () => {
    const meta = buildMetadata(
      {
        title: 'Life in a Sprinter',
        ogType: 'article',
        publishDate: '2024-01-05T12:00:00.000Z',
        authorName: 'Maya Rivers',
      },
      site,
    )
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2024-01-05T12:00:00.000Z',
      authors: ['Maya Rivers'],
    })
    expect(meta.authors).toEqual([{ name: 'Maya Rivers' }])
  })

  it('leaves the article fields out when they are not given or the type is not article', () => {
    const article = buildMetadata({ title: 'Guide', ogType: 'article' }, site)
    expect(article.openGraph).not.toHaveProperty('publishedTime')
    expect(article.openGraph).not.toHaveProperty('authors')

    const website = buildMetadata({ title: 'Guide', publishDate: '2024-01-05', authorName: 'Maya' }, site)
    expect(website.openGraph).toMatchObject({ type: 'website' })
    expect(website.openGraph).not.toHaveProperty('publishedTime')
    expect(website.authors).toEqual([{ name: 'Maya' }])
  })

  it('adds the modified time for articles', () => {
    const meta = buildMetadata(
      { title: 'Guide', ogType: 'article', publishDate: '2024-01-05', modifiedDate: '2024-02-01T10:00:00Z' },
      site,
    )
    expect(meta.openGraph).toMatchObject({ modifiedTime: '2024-02-01T10:00:00.000Z' })
  })

  it('links the RSS feed from every page', () => {
    for (const meta of [buildMetadata({}, site), buildMetadata({ canonical: '/about' }, site)]) {
      expect(meta.alternates?.types).toEqual({
        'application/rss+xml': [{ url: FEED_PATH, title: 'Vanlife Voices stories and articles' }],
      })
    }
    expect(FEED_PATH).toBe('/feed.xml')
  })

  it('falls back to no description when neither page nor site has one', () => {
    const meta = buildMetadata({ title: 'X' }, { ...site, description: '' })
    expect(meta.description).toBeUndefined()
  })
})
