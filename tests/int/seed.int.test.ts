/**
 * The demo content seed (src/seed): idempotent, and it gives a fresh site what SPEC §3 and
 * the pages need. Runs on a database of its own, created empty and migrated here.
 */
import fs from 'node:fs'

import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, getFreshTestPayload } from './helpers/payload'

let payload: Payload
let firstSummary: unknown
let secondSummary: unknown
let countsAfterFirst: Record<string, number>
let countsAfterSecond: Record<string, number>
let globalsAfterFirst: Record<string, unknown>
let globalsAfterSecond: Record<string, unknown>
let mediaFilesAfterFirst: number
let mediaFilesAfterSecond: number

async function countEveryCollection(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const { slug } of payload.config.collections) {
    counts[slug] = (await payload.count({ collection: slug as CollectionSlug, overrideAccess: true })).totalDocs
  }
  return counts
}

/** Array rows get fresh ids whenever a global is saved: compare them by content. */
function withoutRowIds(value: unknown, inArray = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutRowIds(item, true))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !(inArray && key === 'id'))
        .map(([key, item]) => [key, withoutRowIds(item)]),
    )
  }
  return value
}

/** Global contents without the save timestamps (the seed overwrites globals on every run). */
async function readEveryGlobal(): Promise<Record<string, unknown>> {
  const globals: Record<string, unknown> = {}
  for (const { slug } of payload.config.globals) {
    const {
      updatedAt: _updatedAt,
      createdAt: _createdAt,
      ...content
    } = (await payload.findGlobal({
      slug: slug as GlobalSlug,
      depth: 0,
    })) as unknown as Record<string, unknown>
    globals[slug] = withoutRowIds(content)
  }
  return globals
}

function countMediaFiles(): number {
  const dir = process.env.MEDIA_DIR as string
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0
}

/**
 * How many documents a seed summary says were created, per kind. Accepts plain numbers
 * ({ stories: 12 }) and objects with a `created` count ({ stories: { created: 12, skipped: 0 } }).
 */
function createdPerKind(summary: unknown): Record<string, number> {
  expect(summary, 'seedDemoContent() returns per-kind counts').toBeTypeOf('object')
  const created: Record<string, number> = {}
  for (const [kind, value] of Object.entries(summary as Record<string, unknown>)) {
    if (typeof value === 'number') created[kind] = value
    else if (value && typeof value === 'object' && typeof (value as { created?: unknown }).created === 'number') {
      created[kind] = (value as { created: number }).created
    }
  }
  expect(Object.keys(created).length, `summary: ${JSON.stringify(summary)}`).toBeGreaterThan(0)
  return created
}

beforeAll(async () => {
  payload = await getFreshTestPayload('seed')
  const { seedDemoContent } = await import('@/seed')

  firstSummary = await seedDemoContent(payload)
  countsAfterFirst = await countEveryCollection()
  globalsAfterFirst = await readEveryGlobal()
  mediaFilesAfterFirst = countMediaFiles()

  secondSummary = await seedDemoContent(payload)
  countsAfterSecond = await countEveryCollection()
  globalsAfterSecond = await readEveryGlobal()
  mediaFilesAfterSecond = countMediaFiles()
}, 300_000)

afterAll(closeTestPayload)

describe('seedDemoContent', () => {
  it('creates content on a fresh database', () => {
    const created = createdPerKind(firstSummary)
    expect(Object.values(created).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0)
    expect(countsAfterFirst.stories).toBeGreaterThan(0)
  })

  it('is idempotent: a second run creates nothing new', () => {
    expect(countsAfterSecond).toEqual(countsAfterFirst)
    expect(mediaFilesAfterSecond).toBe(mediaFilesAfterFirst)
    const created = createdPerKind(secondSummary)
    for (const [kind, count] of Object.entries(created)) expect(count, `second run created ${kind}`).toBe(0)
    expect(globalsAfterSecond).toEqual(globalsAfterFirst)
  })
})

describe('the demo content', () => {
  it('has at least 12 published stories of every vanlife and rig type, each published on a Thursday', async () => {
    // As a visitor: only what the public can read counts.
    const { docs: stories } = await payload.find({
      collection: 'stories',
      where: { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    expect(stories.length).toBeGreaterThanOrEqual(12)
    expect(new Set(stories.map((story) => story.vanlifeType))).toEqual(new Set(['org', 'solo', 'couple', 'family']))
    expect(new Set(stories.map((story) => story.rigType))).toEqual(new Set(['van', 'skoolie']))
    for (const story of stories) {
      expect(new Date(story.publishDate).getUTCDay(), `${story.slug} publishDate ${story.publishDate}`).toBe(4)
      expect(story.featuredImage, `${story.slug} featuredImage`).toBeTruthy()
    }
    expect(new Set(stories.map((story) => story.slug)).size).toBe(stories.length)
  })

  it('has at least 4 published articles with a featured image credit', async () => {
    const { docs: articles } = await payload.find({
      collection: 'articles',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    const credited = articles.filter((article) => article.featuredImageCredit?.trim())
    expect(credited.length).toBeGreaterThanOrEqual(4)
  })

  it('has the two products: the tee at 25 (was 30) and the hoodie at 45, sizes S to XL, in stock', async () => {
    const { docs: products } = await payload.find({
      collection: 'products',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    expect(products).toHaveLength(2)
    const tee = products.find((product) => /\btee\b|t-shirt/i.test(product.name))
    const hoodie = products.find((product) => /hoodie/i.test(product.name))
    expect(tee, 'a tee').toBeDefined()
    expect(hoodie, 'a hoodie').toBeDefined()
    expect(tee).toMatchObject({ price: 25, originalPrice: 30, inStock: true })
    expect(hoodie).toMatchObject({ price: 45, inStock: true })
    for (const product of [tee, hoodie]) expect(product?.sizes).toEqual(['S', 'M', 'L', 'XL'])
  })

  it('has testimonials for both sponsor pages', async () => {
    const { docs } = await payload.find({
      collection: 'testimonials',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    const categories = new Set(docs.flatMap((testimonial) => testimonial.categories ?? []))
    expect(categories).toContain('vunked')
    expect(categories).toContain('trelino')
  })

  it('has fuel prices for the USA and the UK', async () => {
    const { docs } = await payload.find({
      collection: 'fuel-prices',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    const regions = new Set(docs.map((price) => price.region))
    expect(regions).toContain('usa')
    expect(regions).toContain('uk')
    for (const price of docs) expect(price.price).toBeGreaterThan(0)
  })

  it('has calculator cost data for all five regions', async () => {
    const costData = await payload.findGlobal({ slug: 'cost-data', overrideAccess: false })
    for (const region of ['usa', 'canada', 'uk', 'europe', 'australia'] as const) {
      const data = costData[region]
      expect(data?.currency, `${region} currency`).toBeTruthy()
      expect(data?.accommodation?.campsiteMax, `${region} campsiteMax`).toBeGreaterThan(0)
      expect(data?.fuel?.gasolineAvg, `${region} gasolineAvg`).toBeGreaterThan(0)
      expect(data?.health?.healthInsurance?.max, `${region} health insurance`).toBeGreaterThan(0)
    }
    expect(costData.usa?.currency).toBe('USD')
  })

  it('has the privacy policy: 12 sections, effective 1 December 2024', async () => {
    const policy = await payload.findGlobal({ slug: 'privacy-policy', overrideAccess: false })
    expect(policy.sections).toHaveLength(12)
    expect(policy.effectiveDate.slice(0, 10)).toBe('2024-12-01')
    for (const section of policy.sections) {
      expect(section.heading.trim()).not.toBe('')
      expect(section.body.trim()).not.toBe('')
    }
  })

  it('has the site settings and both sponsor pages', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.productName).toBeTruthy()
    expect(settings.contact?.privacyEmail).toMatch(/@/)
    const vunked = await payload.findGlobal({ slug: 'sponsor-vunked', overrideAccess: false })
    const trelino = await payload.findGlobal({ slug: 'sponsor-trelino', overrideAccess: false })
    expect(vunked.testimonialCategory).toBe('vunked')
    expect(trelino.testimonialCategory).toBe('trelino')
  })

  it('has the /vanlife page: a heading, a few paragraphs on what vanlife is and its search fields', async () => {
    const page = await payload.findGlobal({ slug: 'vanlife-page', overrideAccess: false })
    expect(page.heading).toBe('What is vanlife?')
    const nodes = page.intro.root.children as { type: string }[]
    expect(nodes.filter((node) => node.type === 'paragraph').length).toBeGreaterThanOrEqual(4)
    expect(page.metaTitle).toBeTruthy()
    expect(page.metaDescription?.length).toBeGreaterThan(80)
  })

  it('links /vanlife inline from the content', async () => {
    const { docs } = await payload.find({
      collection: 'stories',
      where: { slug: { equals: 'why-we-tell-these-stories' } },
      overrideAccess: false,
      depth: 0,
    })
    expect(JSON.stringify(docs[0]?.content)).toContain('"url":"/vanlife"')
  })

  it('has a captioned video with a poster on each sponsor page, each file uploaded once', async () => {
    for (const slug of ['sponsor-vunked', 'sponsor-trelino'] as const) {
      const page = await payload.findGlobal({ slug, depth: 1, overrideAccess: false })
      const video = page.features.video
      expect(video, `${slug} video`).toBeTypeOf('object')
      if (!video || typeof video !== 'object') continue
      expect(video.mimeType).toBe('video/mp4')
      expect(video.filesize).toBeLessThan(1024 * 1024)
      expect(video.captions).toMatch(/^WEBVTT\n\n00:00\.000 --> /)
      expect(video.posterFilename).toMatch(/-poster\.jpg$/)
    }
    const videoFiles = fs.readdirSync(`${process.env.MEDIA_DIR}/videos`)
    expect(videoFiles.sort()).toEqual(['trelino-in-the-forest.mp4', 'vunked-on-the-road.mp4'])
  })
})
