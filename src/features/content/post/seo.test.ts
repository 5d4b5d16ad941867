import { describe, expect, it } from 'vitest'

import { buildMetadata, type MetadataSite } from '@/lib/metadata'
import type { Article, Author, Media, Story } from '@/payload-types'

import type { PostResult } from './read-post'
import { buildPostJsonLd, postCanonical, postMetadataInput, serializeJsonLd } from './seo'

const site: MetadataSite = { productName: 'Vanlife Voices', description: 'Stories.', siteUrl: 'https://vv.example' }

const image = { id: 9, alt: 'A van at dusk', url: '/api/media/file/hero.jpg', width: 1600, height: 900 } as Media
const author = {
  id: 1,
  name: 'Alex Rivera',
  key: 'default-author',
  socialLinks: [{ platform: 'YouTube', url: 'https://youtube.com/@vv' }],
} as Author

function article(extra: Partial<Article> = {}): PostResult {
  return {
    kind: 'article',
    doc: {
      id: 1,
      title: 'Solar sizing',
      slug: 'solar-sizing',
      excerpt: 'How much solar.',
      featuredImage: image,
      publishDate: '2024-01-05T12:00:00.000Z',
      updatedAt: '2024-02-01T12:00:00.000Z',
      author,
      ...extra,
    } as Article,
  }
}

function story(extra: Partial<Story> = {}): PostResult {
  return {
    kind: 'story',
    doc: {
      id: 2,
      title: 'Forty feet',
      slug: 'forty-feet',
      excerpt: 'A bus.',
      featuredImage: image,
      publishDate: '2024-03-01T12:00:00.000Z',
      updatedAt: '2024-03-02T12:00:00.000Z',
      vanlifeType: 'couple',
      rigType: 'skoolie',
      author: { name: 'Mara & Leo' },
      ...extra,
    } as Story,
  }
}

describe('post metadata', () => {
  it('uses title, excerpt, /{slug} and the featured image, typed article with time and author', () => {
    const meta = buildMetadata(postMetadataInput(article(), site.siteUrl), site)
    expect(meta.title).toEqual({ absolute: 'Solar sizing | Vanlife Voices' })
    expect(meta.description).toBe('How much solar.')
    expect(meta.alternates?.canonical).toBe('https://vv.example/solar-sizing')
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2024-01-05T12:00:00.000Z',
      authors: ['Alex Rivera'],
      images: [{ url: 'https://vv.example/api/media/file/hero.jpg', width: 1600, height: 900, alt: 'A van at dusk' }],
    })
  })

  it('prefers metaTitle, metaDescription and an article canonicalUrl', () => {
    const post = article({
      metaTitle: 'SEO title',
      metaDescription: 'SEO description',
      canonicalUrl: 'https://first.example/original',
    })
    const meta = buildMetadata(postMetadataInput(post, site.siteUrl), site)
    expect(meta.title).toEqual({ absolute: 'SEO title | Vanlife Voices' })
    expect(meta.description).toBe('SEO description')
    expect(meta.alternates?.canonical).toBe('https://first.example/original')
  })

  it('leaves the author out when the article author is unknown', () => {
    const input = postMetadataInput(article({ author: null }), site.siteUrl)
    expect(input.authorName).toBeNull()
    expect(postCanonical(story(), site.siteUrl)).toBe('https://vv.example/forty-feet')
  })
})

describe('post JSON-LD', () => {
  it('describes an article and its author as a Person', () => {
    expect(buildPostJsonLd(article(), site)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Solar sizing',
      url: 'https://vv.example/solar-sizing',
      image: ['https://vv.example/api/media/file/hero.jpg'],
      datePublished: '2024-01-05T12:00:00.000Z',
      author: { '@type': 'Person', name: 'Alex Rivera', sameAs: ['https://youtube.com/@vv'] },
      publisher: { '@type': 'Organization', name: 'Vanlife Voices' },
    })
  })

  it('describes a story as a BlogPosting, by an Organization for org stories', () => {
    expect(buildPostJsonLd(story(), site)).toMatchObject({
      '@type': 'BlogPosting',
      author: { '@type': 'Person', name: 'Mara & Leo' },
    })
    expect(buildPostJsonLd(story({ vanlifeType: 'org' }), site)).toMatchObject({
      author: { '@type': 'Organization' },
    })
    expect(buildPostJsonLd(article({ author: 7 }), site)).not.toHaveProperty('author')
  })

  it('escapes "<" so the text can never close the script element', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' })
  })
})
