/**
 * The post at /{slug} and the editorial workflow behind it: article first, then story; drafts
 * hidden from the public and shown to staff in preview; the sitemap and feed readers; and the
 * revalidation hooks expiring the right cache tags (including the old slug on a rename).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createArticle, createStory, richText, testImage } from './helpers/content'
import {
  closeTestPayload,
  createMember,
  createStaffUser,
  getTestPayload,
  type MemberUser,
  type StaffUser,
  uniqueSuffix,
} from './helpers/payload'

// Outside a Next.js request revalidateTag has no cache to expire: spy on it instead.
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag,
}))

type ReadPost = typeof import('@/features/content/post/read-post')
type SiteIndex = typeof import('@/features/content/post/site-index')

let payload: Payload
let editor: StaffUser
let member: MemberUser
let read: ReadPost
let siteIndex: SiteIndex

beforeAll(async () => {
  payload = await getTestPayload()
  read = await import('@/features/content/post/read-post')
  siteIndex = await import('@/features/content/post/site-index')
  editor = await createStaffUser(payload, 'editor')
  member = await createMember(payload)
})

afterAll(closeTestPayload)

beforeEach(() => {
  revalidateTag.mockClear()
})

const slugFor = (label: string) => `${label}-${uniqueSuffix()}`

function expiredTags(): string[] {
  return revalidateTag.mock.calls.map(([tag]) => tag as string)
}

describe('lookup by slug', () => {
  it('finds an article, and a story, by slug', async () => {
    const article = await createArticle(payload, { slug: slugFor('guide') })
    const story = await createStory(payload, { slug: slugFor('story'), vanlifeType: 'couple', rigType: 'skoolie' })

    const foundArticle = await read.readPostBySlug(payload, article.slug)
    expect(foundArticle?.kind).toBe('article')
    expect(foundArticle?.doc.id).toBe(article.id)
    expect(await read.findPublishedPostKind(payload, article.slug)).toBe('article')

    const foundStory = await read.readPostBySlug(payload, story.slug)
    expect(foundStory).toMatchObject({
      kind: 'story',
      doc: { id: story.id, vanlifeType: 'couple', rigType: 'skoolie' },
    })
    expect(await read.findPublishedPostKind(payload, story.slug)).toBe('story')
  })

  it('prefers the article when a story has the same slug', async () => {
    const slug = slugFor('shared')
    await createStory(payload, { slug })
    const article = await createArticle(payload, { slug: slugFor('other') })
    // The admin refuses a shared slug; imported data could still clash. Write it past validation.
    await payload.db.updateOne({ collection: 'articles', where: { id: { equals: article.id } }, data: { slug } })

    expect(await read.readPostBySlug(payload, slug)).toMatchObject({ kind: 'article', doc: { id: article.id } })
    expect(await read.findPublishedPostKind(payload, slug)).toBe('article')
  })

  it('answers null for an unknown slug', async () => {
    const slug = slugFor('nowhere')
    expect(await read.readPostBySlug(payload, slug)).toBeNull()
    expect(await read.findPublishedPostKind(payload, slug)).toBeNull()
  })

  it('populates the article author (with image level) and the story author group', async () => {
    const author = await payload.create({
      collection: 'authors',
      data: { name: 'Int Author', key: `author-${uniqueSuffix()}` },
      overrideAccess: true,
    })
    const article = await createArticle(payload, { slug: slugFor('by-author') })
    await payload.update({ collection: 'articles', id: article.id, data: { author: author.id }, overrideAccess: true })
    const found = await read.readPostBySlug(payload, article.slug)
    expect(found?.kind === 'article' && found.doc.author).toMatchObject({ id: author.id, name: 'Int Author' })
    expect(found?.doc.featuredImage).toMatchObject({ alt: 'A test image' })
  })
})

describe('drafts', () => {
  it('hides a draft from the public and shows it to staff in preview', async () => {
    const story = await createStory(payload, { slug: slugFor('draft'), status: 'draft' })

    expect(await read.readPostBySlug(payload, story.slug)).toBeNull()
    expect(await read.findPublishedPostKind(payload, story.slug)).toBeNull()
    // Draft mode without a staff user still reads as the public.
    expect(await read.readPostBySlug(payload, story.slug, { draft: true })).toBeNull()
    expect(await read.readPostBySlug(payload, story.slug, { draft: true, user: member })).toBeNull()

    const preview = await read.readPostBySlug(payload, story.slug, { draft: true, user: editor })
    expect(preview).toMatchObject({ kind: 'story', doc: { id: story.id, _status: 'draft' } })
  })

  it('shows the published version to the public and the newer draft in preview', async () => {
    const article = await createArticle(payload, { slug: slugFor('edited'), title: 'Published title' })
    await payload.update({
      collection: 'articles',
      id: article.id,
      draft: true,
      data: { title: 'Draft title' },
      overrideAccess: true,
    })

    expect((await read.readPostBySlug(payload, article.slug))?.doc.title).toBe('Published title')
    const preview = await read.readPostBySlug(payload, article.slug, { draft: true, user: editor })
    expect(preview?.doc.title).toBe('Draft title')
  })
})

describe('sitemap and feed readers', () => {
  it('lists every published post in batches, drafts left out', async () => {
    const published = await createStory(payload, { slug: slugFor('mapped') })
    const draft = await createArticle(payload, { slug: slugFor('unmapped'), status: 'draft' })
    const posts = await siteIndex.readSitemapPosts(payload, 2)
    const slugs = posts.map((post) => post.slug)
    expect(slugs).toContain(published.slug)
    expect(slugs).not.toContain(draft.slug)
    // Each address once (a story sharing an article's slug, written past validation above, is unreachable).
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(posts.find((post) => post.slug === published.slug)?.updatedAt).toBe(published.updatedAt)
  })

  it('feeds the newest stories and articles together, newest first', async () => {
    const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
    const story = await createStory(payload, { slug: slugFor('feed-story'), publishDate: future(300) })
    const article = await createArticle(payload, { slug: slugFor('feed-article'), publishDate: future(301) })
    const hidden = await createStory(payload, {
      slug: slugFor('feed-draft'),
      publishDate: future(302),
      status: 'draft',
    })

    const items = await siteIndex.readFeedItems(payload, 20)
    expect(items.length).toBeLessThanOrEqual(20)
    expect(items.slice(0, 2).map((item) => [item.kind, item.slug])).toEqual([
      ['article', article.slug],
      ['story', story.slug],
    ])
    expect(items[1].authorName).toBe('Test Vanlifer')
    expect(items.map((item) => item.slug)).not.toContain(hidden.slug)
  })
})

describe('revalidation hooks', () => {
  it('expire the story, the lists, the sitemap and the feed when a story is published', async () => {
    const story = await createStory(payload, { slug: slugFor('reval'), status: 'draft' })
    revalidateTag.mockClear()
    await payload.update({ collection: 'stories', id: story.id, data: { _status: 'published' }, overrideAccess: true })
    expect(expiredTags()).toEqual(expect.arrayContaining(['stories', 'sitemap', 'feed', `story:${story.slug}`]))
    expect(revalidateTag).toHaveBeenCalledWith(`story:${story.slug}`, { expire: 0 })
  })

  it('expire the old slug too when a post is renamed', async () => {
    const article = await createArticle(payload, { slug: slugFor('old-name') })
    const newSlug = slugFor('new-name')
    revalidateTag.mockClear()
    await payload.update({ collection: 'articles', id: article.id, data: { slug: newSlug }, overrideAccess: true })
    expect(expiredTags()).toEqual(
      expect.arrayContaining(['articles', 'sitemap', 'feed', `article:${article.slug}`, `article:${newSlug}`]),
    )
  })

  it('expire the tags when a post is deleted', async () => {
    const story = await createStory(payload, { slug: slugFor('deleted') })
    revalidateTag.mockClear()
    await payload.delete({ collection: 'stories', id: story.id, overrideAccess: true })
    expect(expiredTags()).toEqual(expect.arrayContaining(['stories', 'sitemap', 'feed', `story:${story.slug}`]))
  })

  it('expire every page that can show an image when staff move its focal point', async () => {
    const image = await testImage(payload)
    revalidateTag.mockClear()
    const moved = await payload.update({
      collection: 'media',
      id: image.id,
      data: { focalX: 30, focalY: 10 },
      overrideAccess: true,
    })
    expect([moved.focalX, moved.focalY]).toEqual([30, 10])
    // Post pages and lists carry the list and author tags; the partner logos the site settings'.
    expect(expiredTags()).toEqual(
      expect.arrayContaining(['stories', 'articles', 'authors', 'feed', 'site-settings', 'sponsor-pages']),
    )
  })

  it('stay quiet when the caller disables revalidation (seed, import)', async () => {
    await createStory(payload, { slug: slugFor('quiet') })
    revalidateTag.mockClear()
    const story = await payload.create({
      collection: 'stories',
      data: {
        title: 'Seeded',
        slug: slugFor('seeded'),
        excerpt: 'x',
        featuredImage: (await payload.find({ collection: 'media', limit: 1, overrideAccess: true })).docs[0].id,
        content: richText('Seeded body.'),
        author: { name: 'Seed' },
        publishDate: new Date().toISOString(),
        vanlifeType: 'solo',
        rigType: 'van',
        _status: 'published',
      },
      context: { disableRevalidate: true },
      overrideAccess: true,
    })
    expect(story.id).toBeDefined()
    expect(revalidateTag).not.toHaveBeenCalled()
  })
})
