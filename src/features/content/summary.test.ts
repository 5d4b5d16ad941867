import { describe, expect, it } from 'vitest'

import { illustrationFor } from '@/lib/illustrations/post-illustration'
import type { Media } from '@/payload-types'

import { type ArticleCardDoc, communityFaces, type PostSummary, type StoryCardDoc, toPostSummary } from './summary'

function media(id: number, name: string, sizes: Media['sizes'] = {}): Media {
  return {
    id,
    alt: `Alt of ${name}`,
    url: `http://localhost:3000/api/media/file/${name}.jpg`,
    filename: `${name}.jpg`,
    width: 1600,
    height: 1000,
    sizes,
    updatedAt: '2024-01-01T00:00:00.000Z',
    createdAt: '2024-01-01T00:00:00.000Z',
  }
}

const sized = (name: string, width: number, height: number) => ({
  url: `/api/media/file/${name}-${width}x${height}.webp`,
  width,
  height,
})

const story: StoryCardDoc = {
  id: 7,
  title: 'Desert light',
  excerpt: 'Mornings in the Mojave.',
  slug: 'desert-light',
  publishDate: '2024-01-05T12:00:00.000Z',
  featuredImage: media(1, 'desert', { featured: sized('desert', 800, 600) }),
  featuredImagePortrait: media(2, 'desert-tall', { portrait: sized('desert-tall', 600, 800) }),
  vanlifeType: 'couple',
  author: {
    name: ' Maya and Theo ',
    location: ' Mojave, CA ',
    image: media(3, 'maya', { avatar: sized('maya', 150, 150) }),
  },
}

describe('toPostSummary', () => {
  it('maps a story with its sized images, author and location', () => {
    expect(toPostSummary({ kind: 'story', doc: story })).toEqual({
      kind: 'story',
      id: 7,
      title: 'Desert light',
      excerpt: 'Mornings in the Mojave.',
      slug: 'desert-light',
      publishDate: '2024-01-05T12:00:00.000Z',
      image: { src: '/api/media/file/desert-800x600.webp', alt: 'Alt of desert', width: 800, height: 600 },
      portraitImage: {
        src: '/api/media/file/desert-tall-600x800.webp',
        alt: 'Alt of desert-tall',
        width: 600,
        height: 800,
      },
      location: 'Mojave, CA',
      author: {
        name: 'Maya and Theo',
        image: { src: '/api/media/file/maya-150x150.webp', alt: 'Alt of maya', width: 150, height: 150 },
      },
      vanlifeType: 'couple',
    })
  })

  it('falls back to the original image and leaves missing parts empty', () => {
    const summary = toPostSummary({
      kind: 'story',
      doc: { ...story, featuredImage: media(1, 'plain'), featuredImagePortrait: null, author: null, vanlifeType: null },
    })
    expect(summary.image).toEqual({ src: '/api/media/file/plain.jpg', alt: 'Alt of plain', width: 1600, height: 1000 })
    expect(summary.portraitImage).toBeNull()
    expect(summary.author).toEqual({ name: '', image: null })
    expect(summary.location).toBeNull()
    expect(summary.vanlifeType).toBeNull()
  })

  it("shows the post's illustration when it has no featured image (or it is not populated)", () => {
    const unpopulated = toPostSummary({ kind: 'story', doc: { ...story, featuredImage: 1, featuredImagePortrait: 2 } })
    expect(unpopulated.image).toEqual(illustrationFor(story.slug))
    expect(unpopulated.portraitImage).toBeNull()
    const none = toPostSummary({ kind: 'story', doc: { ...story, featuredImage: null, featuredImagePortrait: null } })
    expect(none.image).toMatchObject({
      src: expect.stringMatching(/^\/illustrations\/road-\d+\.svg\?v=[0-9a-z]+$/),
      alt: '',
    })
  })

  it('normalises the publish date to ISO, or empty when it is not a date', () => {
    expect(toPostSummary({ kind: 'story', doc: { ...story, publishDate: '2024-01-05' } }).publishDate).toBe(
      '2024-01-05T00:00:00.000Z',
    )
    expect(toPostSummary({ kind: 'story', doc: { ...story, publishDate: 'soon' } }).publishDate).toBe('')
  })

  it('maps an article with its related author document and no location', () => {
    const article: ArticleCardDoc = {
      id: 3,
      title: 'Solar 101',
      excerpt: 'Panels, batteries, inverters.',
      slug: 'solar-101',
      publishDate: '2024-02-01T00:00:00.000Z',
      featuredImage: media(4, 'solar', { featured: sized('solar', 800, 600) }),
      author: { name: 'Alex Rivera', image: media(5, 'alex', { avatar: sized('alex', 150, 150) }) },
    }
    const summary = toPostSummary({ kind: 'article', doc: article })
    expect(summary).toMatchObject({ kind: 'article', slug: 'solar-101', location: null, vanlifeType: null })
    expect(summary.author).toEqual({
      name: 'Alex Rivera',
      image: { src: '/api/media/file/alex-150x150.webp', alt: 'Alt of alex', width: 150, height: 150 },
    })
    expect(summary.portraitImage).toBeNull()
  })

  it('shows no author for an article whose author is missing or not populated', () => {
    const base: ArticleCardDoc = { id: 1, title: 'T', excerpt: 'E', slug: 't', publishDate: '2024-02-01' }
    expect(toPostSummary({ kind: 'article', doc: base }).author).toEqual({ name: '', image: null })
    expect(toPostSummary({ kind: 'article', doc: { ...base, author: 12 } }).author).toEqual({ name: '', image: null })
  })
})

describe('communityFaces', () => {
  const face = (name: string, withImage: boolean): PostSummary => ({
    ...toPostSummary({ kind: 'story', doc: story }),
    author: { name, image: withImage ? { src: `/${name}.webp`, alt: '', width: 150, height: 150 } : null },
  })

  it('takes each person once, pictures first, up to the count', () => {
    const posts = [face('Ana', false), face('Ben', true), face('Ana', true), face('', true), face('Cy', true)]
    expect(communityFaces(posts, 5).map((author) => author.name)).toEqual(['Ben', 'Cy', 'Ana'])
    expect(communityFaces(posts, 2).map((author) => author.name)).toEqual(['Ben', 'Cy'])
    expect(communityFaces([], 5)).toEqual([])
  })
})
