/**
 * Slug rules of posts served at /{slug}: format, reserved routes, filled from the title,
 * unique within a collection and across stories and articles.
 */
import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createArticle, createStory, richText, testImage } from './helpers/content'
import { closeTestPayload, createStaffUser, getTestPayload, type StaffUser, uniqueSuffix } from './helpers/payload'

let payload: Payload
let editor: StaffUser

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await createStaffUser(payload, 'editor')
})

afterAll(closeTestPayload)

/** Resolves to the validation messages of the slug field (fails the test if it did not throw). */
async function slugErrors(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error, 'expected a validation error').toBeInstanceOf(ValidationError)
  const errors = (error as ValidationError).data.errors
  const slug = errors.filter((entry) => entry.path === 'slug')
  expect(slug, `errors were: ${JSON.stringify(errors)}`).not.toHaveLength(0)
  return slug.map((entry) => entry.message)
}

describe('reserved slugs', () => {
  it.each(['admin', 'api', 'about', 'stories', 'not-found', 'share-your-story', 'link', 'privacy-policy'])(
    'rejects a story at /%s',
    async (slug) => {
      const messages = await slugErrors(createStory(payload, { slug }))
      expect(messages.join(' ')).toMatch(/reserved/i)
    },
  )

  it('rejects a reserved slug on articles too, including through the API as an editor', async () => {
    const messages = await slugErrors(
      payload.create({
        collection: 'articles',
        data: {
          title: 'Admin',
          slug: 'admin',
          excerpt: 'x',
          featuredImage: (await testImage(payload)).id,
          content: richText('x'),
          publishDate: new Date().toISOString(),
          _status: 'published',
        },
        overrideAccess: false,
        user: editor,
      }),
    )
    expect(messages.join(' ')).toMatch(/reserved/i)
  })

  it('rejects a title that slugifies to a reserved route', async () => {
    const messages = await slugErrors(createStory(payload, { title: 'About' }))
    expect(messages.join(' ')).toMatch(/reserved/i)
  })
})

describe('malformed slugs', () => {
  it.each(['with space', 'double--hyphen', '-leading', 'trailing-', 'under_score', 'ünïcode', 'a/b'])(
    'rejects "%s"',
    async (slug) => {
      const messages = await slugErrors(createStory(payload, { slug }))
      expect(messages.join(' ')).toMatch(/lowercase letters, digits and single hyphens/i)
    },
  )

  it('lowercases and trims what the editor typed before checking it', async () => {
    const suffix = uniqueSuffix()
    const story = await createStory(payload, { slug: `  Upper-Case-${suffix} ` })
    expect(story.slug).toBe(`upper-case-${suffix}`)
  })

  it('rejects a slug that is too long', async () => {
    await slugErrors(createStory(payload, { slug: 'a'.repeat(97) }))
  })
})

describe('a missing slug', () => {
  it('is filled from the title', async () => {
    const suffix = uniqueSuffix()
    const story = await createStory(payload, { title: `Crème Brûlée & the Road ${suffix}` })
    expect(story.slug).toBe(`creme-brulee-and-the-road-${suffix}`)

    const article = await createArticle(payload, { title: `Solar Power 101: A Guide ${suffix}` })
    expect(article.slug).toBe(`solar-power-101-a-guide-${suffix}`)
  })
})

describe('duplicate slugs', () => {
  it('are rejected within stories', async () => {
    const slug = `same-story-${uniqueSuffix()}`
    await createStory(payload, { slug })
    const messages = await slugErrors(createStory(payload, { slug }))
    expect(messages.join(' ')).toMatch(/already/i)
  })

  it('are rejected within articles', async () => {
    const slug = `same-article-${uniqueSuffix()}`
    await createArticle(payload, { slug })
    await slugErrors(createArticle(payload, { slug }))
  })

  it('are rejected across collections: a story then an article', async () => {
    const slug = `shared-${uniqueSuffix()}`
    await createStory(payload, { slug })
    const messages = await slugErrors(createArticle(payload, { slug }))
    expect(messages.join(' ')).toMatch(/stories/)
  })

  it('are rejected across collections: an article then a story', async () => {
    const slug = `shared-${uniqueSuffix()}`
    await createArticle(payload, { slug })
    const messages = await slugErrors(createStory(payload, { slug }))
    expect(messages.join(' ')).toMatch(/articles/)
  })

  it('also when the title would produce the same slug', async () => {
    const title = `Same Title ${uniqueSuffix()}`
    await createStory(payload, { title })
    await slugErrors(createArticle(payload, { title }))
  })

  it('do not stop a document from being saved again with its own slug', async () => {
    const story = await createStory(payload)
    const updated = await payload.update({
      collection: 'stories',
      id: story.id,
      data: { excerpt: 'A new excerpt.' },
      overrideAccess: false,
      user: editor,
    })
    expect(updated.slug).toBe(story.slug)
  })
})
