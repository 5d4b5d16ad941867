/** Minimal valid documents for the content collections. */
import sharp from 'sharp'
import type { Payload } from 'payload'

import type { Article, Media, Story } from '@/payload-types'

import { paragraphDoc } from '../../fixtures/lexical'

import { uniqueSuffix } from './payload'

/** A one-paragraph Lexical document. */
export function richText(text: string): Story['content'] {
  return paragraphDoc(text) as Story['content']
}

let image: Promise<Media> | undefined

/** One small generated image, uploaded once per test file. */
export function testImage(payload: Payload): Promise<Media> {
  image ??= (async () => {
    const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer()
    return payload.create({
      collection: 'media',
      data: { alt: 'A test image' },
      file: { data, mimetype: 'image/png', name: `test-${uniqueSuffix()}.png`, size: data.length },
      overrideAccess: true,
    })
  })()
  return image
}

type PostInput = {
  title?: string
  /** Left out, the slug field fills it from the title. */
  slug?: string
  status?: 'draft' | 'published'
  publishDate?: string
}

export async function createStory(
  payload: Payload,
  input: PostInput & Partial<Pick<Story, 'vanlifeType' | 'rigType' | 'excerpt' | 'author'>> = {},
): Promise<Story> {
  const { title = `Test story ${uniqueSuffix()}`, status = 'published', slug, ...rest } = input
  const data = {
    title,
    slug: slug as string,
    excerpt: 'An excerpt.',
    featuredImage: (await testImage(payload)).id,
    content: richText('Once upon a road.'),
    author: { name: 'Test Vanlifer' },
    publishDate: new Date().toISOString(),
    vanlifeType: 'solo' as const,
    rigType: 'van' as const,
    _status: status,
    ...rest,
  }
  return status === 'draft'
    ? payload.create({ collection: 'stories', draft: true, data, overrideAccess: true })
    : payload.create({ collection: 'stories', data, overrideAccess: true })
}

export async function createArticle(
  payload: Payload,
  input: PostInput & Partial<Pick<Article, 'excerpt' | 'author'>> = {},
): Promise<Article> {
  const { title = `Test article ${uniqueSuffix()}`, status = 'published', slug, ...rest } = input
  const data = {
    title,
    slug: slug as string,
    excerpt: 'An excerpt.',
    featuredImage: (await testImage(payload)).id,
    content: richText('How to live in a van.'),
    publishDate: new Date().toISOString(),
    _status: status,
    ...rest,
  }
  return status === 'draft'
    ? payload.create({ collection: 'articles', draft: true, data, overrideAccess: true })
    : payload.create({ collection: 'articles', data, overrideAccess: true })
}
