import { describe, expect, it } from 'vitest'

import { mapArticle, mapAuthor, mapStory, normalizePlatform, resolveSlug, storyImageSlots, toIsoDate } from './map'
import { articleSchema, authorSchema, storySchema } from './parse'

const storyDoc = storySchema.parse({
  _id: 'story-1',
  _type: 'story',
  slug: 'desert-days',
  title: 'Desert Days',
  excerpt: 'Sun.',
  featuredImage: { asset: { url: 'images/a.jpg' }, alt: 'A van' },
  featuredImagePortrait: 'images/b.jpg',
  vanlifeType: 'couple',
  rigType: 'skoolie',
  author: {
    name: 'Mara',
    image: 'images/m.png',
    socialLinks: [
      { platform: 'instagram', url: 'https://instagram.com/mara' },
      { platform: 'twitter', url: 'https://twitter.com/mara' },
      { platform: 'myspace', url: 'https://myspace.com/mara' },
      { platform: 'Website', url: 'javascript:alert(1)' },
    ],
  },
  publishDate: '2024-01-05',
  vanSetup: { vehicleYear: 2004, amenities: ['Stove'], specifications: [{ label: 'Length', value: '40 ft' }] },
  content: '<p>Hi</p>',
  isHtml: true,
})

const articleDoc = articleSchema.parse({
  _id: 'article-1',
  _type: 'article',
  title: 'Solar: the Basics!',
  excerpt: 'Watts.',
  featuredImage: 'images/a.jpg',
  featuredImageCredit: 'Photo: Sam',
  canonicalUrl: 'https://old.example.com/solar',
  publishDate: '2024-05-02T10:00:00Z',
  content: [{ _type: 'block', children: [] }],
})

describe('resolveSlug', () => {
  it('uses the given slug, or makes one from the title', () => {
    expect(resolveSlug('life-on-the-road', 'Ignored')).toEqual({ ok: true, slug: 'life-on-the-road' })
    expect(resolveSlug(undefined, 'Café & Coffee: Mornings')).toEqual({ ok: true, slug: 'cafe-and-coffee-mornings' })
  })

  it('rejects slugs the site cannot serve', () => {
    expect(resolveSlug('Bad Slug', 'x')).toMatchObject({ ok: false, message: expect.stringMatching(/lowercase/) })
    expect(resolveSlug('admin', 'x')).toMatchObject({ ok: false, message: expect.stringMatching(/reserved/) })
  })
})

describe('toIsoDate', () => {
  it('turns dates and timestamps into ISO strings', () => {
    expect(toIsoDate('2024-01-05')).toBe('2024-01-05T00:00:00.000Z')
    expect(toIsoDate('2024-01-05T10:00:00+02:00')).toBe('2024-01-05T08:00:00.000Z')
    expect(toIsoDate('someday')).toBeNull()
    expect(toIsoDate(undefined)).toBeNull()
  })
})

describe('normalizePlatform', () => {
  it('maps old platform names to the site labels', () => {
    expect(normalizePlatform('instagram')).toBe('Instagram')
    expect(normalizePlatform('YOUTUBE')).toBe('YouTube')
    expect(normalizePlatform('twitter')).toBe('X')
    expect(normalizePlatform('myspace')).toBeNull()
  })
})

describe('mapStory', () => {
  it('lists the images to import, with alt fallbacks', () => {
    expect(storyImageSlots(storyDoc).map(({ field, alt }) => ({ field, alt }))).toEqual([
      { field: 'featuredImage', alt: 'Desert Days' },
      { field: 'featuredImagePortrait', alt: 'Desert Days' },
      { field: 'author.image', alt: 'Portrait of Mara' },
    ])
  })

  it('lists no featured image when the export has none', () => {
    const doc = { ...storyDoc, featuredImage: undefined, featuredImagePortrait: undefined }
    expect(storyImageSlots(doc).map(({ field }) => field)).toEqual(['author.image'])
  })

  it('maps every field, keeps the body as given and publishes', () => {
    const mapped = mapStory(storyDoc, { featuredImage: 1, featuredImagePortrait: 2, 'author.image': 3 })
    expect(mapped.ok).toBe(true)
    if (!mapped.ok) return
    expect(mapped.data).toMatchObject({
      title: 'Desert Days',
      slug: 'desert-days',
      featuredImage: 1,
      featuredImagePortrait: 2,
      vanlifeType: 'couple',
      rigType: 'skoolie',
      publishDate: '2024-01-05T00:00:00.000Z',
      readTime: null,
      legacyContent: '<p>Hi</p>',
      isHtml: true,
      sourceId: 'story-1',
      _status: 'published',
      author: {
        name: 'Mara',
        image: 3,
        socialLinks: [
          { platform: 'Instagram', url: 'https://instagram.com/mara' },
          { platform: 'X', url: 'https://twitter.com/mara' },
        ],
      },
      vanSetup: {
        vehicleYear: '2004',
        amenities: [{ item: 'Stove' }],
        specifications: [{ label: 'Length', value: '40 ft' }],
      },
    })
    expect(mapped.data).not.toHaveProperty('content')
    expect(mapped.warnings).toHaveLength(2)
  })

  it('leaves the setup of an organisation empty', () => {
    const mapped = mapStory({ ...storyDoc, vanlifeType: 'org' }, { featuredImage: 1 })
    expect(mapped).toMatchObject({ ok: true, data: { vanSetup: { vehicleYear: null, amenities: [] } } })
  })

  it("takes a story without a featured image, leaving the field out (a re-import keeps an editor's image)", () => {
    const mapped = mapStory({ ...storyDoc, featuredImage: undefined, featuredImagePortrait: undefined }, {})
    expect(mapped.ok).toBe(true)
    if (!mapped.ok) return
    expect(mapped.data).not.toHaveProperty('featuredImage')
    expect(mapped.data).not.toHaveProperty('featuredImagePortrait')
  })

  it('refuses a date it cannot read, naming the field, what was expected and what was found', () => {
    expect(mapStory({ ...storyDoc, publishDate: 'soon' }, {})).toEqual({
      ok: false,
      message:
        'publishDate: expected a date such as "2024-01-05" or "January 5, 2024" (publishDate, else _createdAt), found "soon"',
    })
    expect(mapStory({ ...storyDoc, publishDate: undefined, _createdAt: undefined }, {})).toMatchObject({
      message: expect.stringMatching(/^publishDate: expected a date .*, found nothing$/),
    })
  })

  it('refuses a slug the site cannot use, saying why', () => {
    expect(mapStory({ ...storyDoc, slug: 'Desert Days!' }, {})).toEqual({
      ok: false,
      message:
        'slug: expected a usable slug (Use lowercase letters, digits and single hyphens only (for example "life-on-the-road").), found "Desert Days!"',
    })
  })

  it('falls back to the creation date when publishDate is missing', () => {
    const doc = { ...storyDoc, publishDate: undefined, _createdAt: '2023-12-01T10:00:00Z' }
    expect(mapStory(doc, { featuredImage: 1 })).toMatchObject({ data: { publishDate: '2023-12-01T10:00:00.000Z' } })
  })
})

describe('mapArticle', () => {
  it('maps the article fields and links the author', () => {
    const mapped = mapArticle(articleDoc, { featuredImage: 5 }, 9)
    expect(mapped).toMatchObject({
      ok: true,
      warnings: [],
      data: {
        slug: 'solar-the-basics',
        author: 9,
        featuredImageCredit: 'Photo: Sam',
        canonicalUrl: 'https://old.example.com/solar',
        legacyContent: [{ _type: 'block', children: [] }],
        isHtml: false,
      },
    })
    if (mapped.ok) expect(mapped.data).not.toHaveProperty('featuredImagePortrait')
  })

  it('warns about an unknown author and an invalid canonical URL', () => {
    const mapped = mapArticle({ ...articleDoc, canonicalUrl: 'old-site/solar' }, { featuredImage: 5 }, null)
    expect(mapped).toMatchObject({ ok: true, data: { author: null, canonicalUrl: null } })
    if (mapped.ok) expect(mapped.warnings.join(' ')).toMatch(/default-author.*Unknown Author/)
  })
})

describe('mapAuthor', () => {
  it('keys the profile by its export id', () => {
    const doc = authorSchema.parse({ _id: 'author-sam', _type: 'author', name: 'Sam', location: 'Moab' })
    expect(mapAuthor(doc, { image: 4 })).toMatchObject({
      ok: true,
      data: { key: 'author-sam', name: 'Sam', location: 'Moab', image: 4, bio: null, socialLinks: [] },
    })
  })
})
