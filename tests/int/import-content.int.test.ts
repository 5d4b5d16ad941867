/**
 * The importer of the old content platform (src/features/content/import) on the fixture export
 * tests/fixtures/import/export.ndjson: counts, every field, bodies kept as given, bad lines
 * reported by number and skipped, the URL image downloaded (MSW plays the image host), and a
 * second run that updates and creates nothing new.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ImportSummary } from '@/features/content/import/run'

import { richText } from './helpers/content'
import { closeTestPayload, getTestPayload } from './helpers/payload'

const FIXTURE = path.resolve('tests/fixtures/import/export.ndjson')
const IMAGE_URL = 'https://images.import-fixture.test/van-at-dawn.jpg'
const FILE_SOURCES = ['file:images/desert-van.jpg', 'file:images/author.png', 'file:images/skoolie-portrait.jpg']
const SOURCE_IDS = [
  'fixture-story-html',
  'fixture-story-portable',
  'fixture-story-org',
  'fixture-story-skoolie',
  'fixture-story-no-image',
]

const fixtureLines = readFileSync(FIXTURE, 'utf8').split('\n')
/** The fixture's document on (1-based) line `n`. */
const fixtureDoc = (n: number) => JSON.parse(fixtureLines[n - 1]) as Record<string, unknown>

let imageHits = 0
const msw = setupServer(
  http.get(IMAGE_URL, async () => {
    imageHits += 1
    const jpeg = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer()
    return new HttpResponse(new Uint8Array(jpeg), { headers: { 'content-type': 'image/jpeg' } })
  }),
)

let payload: Payload
let importer: typeof import('@/features/content/import/run')
let first: ImportSummary

const LOCAL = { overrideAccess: true, depth: 0, pagination: false } as const

async function story(sourceId: string) {
  const { docs } = await payload.find({ collection: 'stories', where: { sourceId: { equals: sourceId } }, ...LOCAL })
  expect(docs).toHaveLength(1)
  return docs[0]
}

async function article(slug: string) {
  const { docs } = await payload.find({ collection: 'articles', where: { slug: { equals: slug } }, ...LOCAL })
  expect(docs).toHaveLength(1)
  return docs[0]
}

async function importedMedia() {
  const { docs } = await payload.find({
    collection: 'media',
    where: { sourceUrl: { in: [...FILE_SOURCES, IMAGE_URL] } },
    ...LOCAL,
  })
  return docs
}

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'error' })
  payload = await getTestPayload()
  importer = await import('@/features/content/import/run')
  // Articles default to the author keyed "default-author" (the demo seed's); the int database has no seed.
  const existing = await payload.find({ collection: 'authors', where: { key: { equals: 'default-author' } }, ...LOCAL })
  if (existing.docs.length === 0) {
    await payload.create({ collection: 'authors', data: { key: 'default-author', name: 'Alex Rivera' }, ...LOCAL })
  }
  first = await importer.importContent(payload, FIXTURE)
})

afterAll(async () => {
  msw.close()
  await closeTestPayload()
})

describe('first import of the fixture', () => {
  it('prints counts per type', () => {
    expect(first.counts).toEqual({
      stories: { created: 5, updated: 0, skipped: 1, failed: 2 },
      articles: { created: 3, updated: 0, skipped: 0, failed: 0 },
      authors: { created: 1, updated: 0, skipped: 0, failed: 0 },
      media: { created: 4, updated: 0, skipped: 0, failed: 0 },
      other: { created: 0, updated: 0, skipped: 1, failed: 1 },
    })
    expect(importer.hasFailures(first)).toBe(true)
    const text = importer.formatImportSummary(first)
    expect(text).toContain('stories: created 5, updated 0, skipped 1, failed 2')
    expect(text).toContain('line 9: document: expected one JSON object per line')
  })

  it('reports bad documents with their line numbers and skips them', async () => {
    // Each refusal names the field, what was expected and what was found.
    expect(first.errors).toEqual([
      'line 9: document: expected one JSON object per line, found text that is not valid JSON',
      'line 11: story fixture-story-no-title: title: expected text, found nothing',
      'line 15: story fixture-story-bad-date: publishDate: expected a date such as "2024-01-05" or "January 5, 2024" (publishDate, else _createdAt), found "someday"',
    ])
    const { docs } = await payload.find({
      collection: 'stories',
      where: { slug: { equals: 'import-fixture-no-title' } },
      ...LOCAL,
    })
    expect(docs).toHaveLength(0)
    expect(first.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^line 2: story fixture-story-html: social link platform "myspace"/),
        expect.stringMatching(
          /^line 8: article fixture-article-unknown-author: author "author-nobody-we-know" not found/,
        ),
      ]),
    )
  })

  it('keeps an HTML body as given, with every story field', async () => {
    const doc = await story('fixture-story-html')
    const source = fixtureDoc(2)
    expect(doc).toMatchObject({
      slug: 'import-fixture-html-story',
      title: source.title,
      excerpt: source.excerpt,
      metaTitle: 'Desert Mornings | Vanlife Voices',
      metaDescription: 'Waking up in the desert in a Sprinter van.',
      vanlifeType: 'couple',
      rigType: 'van',
      readTime: '7 min read',
      publishDate: '2024-01-05T00:00:00.000Z',
      legacyContent: source.content,
      isHtml: true,
      _status: 'published',
      author: {
        name: 'Mara & Jonas',
        location: 'Joshua Tree, California',
        bio: 'Two teachers on a gap year that never ended.',
        socialLinks: [
          expect.objectContaining({ platform: 'Instagram', url: 'https://instagram.com/maraandjonas' }),
          expect.objectContaining({ platform: 'YouTube', url: 'https://youtube.com/@maraandjonas' }),
        ],
      },
      vanSetup: {
        vehicleMake: 'Mercedes-Benz',
        vehicleModel: 'Sprinter 144',
        vehicleYear: '2019',
        electricSystem: '400 W solar, 200 Ah lithium',
        waterSystem: '20 gal fresh, 10 gal grey',
        amenities: [expect.objectContaining({ item: 'Fridge' }), expect.objectContaining({ item: 'Diesel heater' })],
        specifications: [expect.objectContaining({ label: 'Length', value: '19 ft' })],
      },
    })
    expect(doc.content ?? null).toBeNull()
    expect(String(doc.legacyContent)).toContain('[youtube id="dQw4w9WgXcQ"')
  })

  it('keeps a portable-text body as given', async () => {
    const doc = await story('fixture-story-portable')
    expect(doc).toMatchObject({ slug: 'import-fixture-portable-story', isHtml: false, vanlifeType: 'solo' })
    expect(doc.legacyContent).toEqual(fixtureDoc(3).content)
  })

  it('makes the slug from the title when missing, and leaves an organisation without a setup', async () => {
    const doc = await story('fixture-story-org')
    expect(doc).toMatchObject({ slug: 'import-fixture-vanlife-voices-on-the-road', vanlifeType: 'org', rigType: 'van' })
    expect(doc.vanSetup?.vehicleMake ?? null).toBeNull()
  })

  it('imports a skoolie with its full setup', async () => {
    const doc = await story('fixture-story-skoolie')
    expect(doc).toMatchObject({ vanlifeType: 'family', rigType: 'skoolie', readTime: '12 min read' })
    expect(doc.vanSetup).toMatchObject({ vehicleYear: '2004', vehicleMake: 'International', vehicleModel: '3800' })
    expect(doc.vanSetup?.amenities?.map((row) => row.item)).toEqual(['Wood stove', 'Bunk beds', 'Full kitchen'])
    expect(doc.vanSetup?.specifications?.map(({ label, value }) => [label, value])).toEqual([
      ['Length', '40 ft'],
      ['Sleeps', '8'],
    ])
  })

  it('imports articles with their authors, credit and canonical URL', async () => {
    const [defaultAuthor] = (
      await payload.find({ collection: 'authors', where: { key: { equals: 'default-author' } }, ...LOCAL })
    ).docs
    const [casey] = (
      await payload.find({ collection: 'authors', where: { key: { equals: 'author-fixture-casey-moreno' } }, ...LOCAL })
    ).docs
    expect(casey).toMatchObject({ name: 'Casey Moreno', location: 'Moab, Utah' })
    expect(casey.socialLinks?.map((link) => link.platform)).toEqual(['Instagram', 'X'])

    expect(await article('import-fixture-solar-guide')).toMatchObject({
      author: defaultAuthor.id,
      featuredImageCredit: 'Photo: Casey Moreno',
      canonicalUrl: 'https://old.example.com/solar-for-beginners',
      isHtml: true,
      legacyContent: fixtureDoc(6).content,
      sourceId: 'fixture-article-default-author',
      _status: 'published',
    })
    expect(await article('import-fixture-water-guide')).toMatchObject({ author: casey.id, isHtml: false })
    expect((await article('import-fixture-unknown-author')).author ?? null).toBeNull()
  })

  it('creates one media document per image source, the URL one downloaded', async () => {
    expect(imageHits).toBe(1)
    const media = await importedMedia()
    expect(media.map((doc) => doc.sourceUrl).sort()).toEqual([...FILE_SOURCES, IMAGE_URL].sort())
    const byKey = new Map(media.map((doc) => [doc.sourceUrl, doc]))
    expect(byKey.get('file:images/desert-van.jpg')?.alt).toBe('A van parked in the desert at dawn')
    const html = await story('fixture-story-html')
    expect(html.featuredImagePortrait).toBe(byKey.get(IMAGE_URL)?.id)
    expect(html.author.image).toBe(byKey.get('file:images/author.png')?.id)
    expect((await story('fixture-story-portable')).featuredImage).toBe(byKey.get('file:images/desert-van.jpg')?.id)
  })
})

describe('a post without a featured image', () => {
  it('is imported and published, with no image and no warning about one', async () => {
    const doc = await story('fixture-story-no-image')
    expect(doc).toMatchObject({ slug: 'import-fixture-no-image', _status: 'published', vanlifeType: 'solo' })
    expect(doc.featuredImage ?? null).toBeNull()
    expect(doc.featuredImagePortrait ?? null).toBeNull()
    expect(first.warnings.filter((warning) => warning.includes('fixture-story-no-image'))).toEqual([])
  })
})

describe('second import', () => {
  it('updates everything and creates nothing new, keeping an editor’s rewrite', async () => {
    const before = await story('fixture-story-org')
    await payload.update({
      collection: 'stories',
      id: before.id,
      data: { content: richText('Rewritten in the admin.') },
      context: { disableRevalidate: true },
      overrideAccess: true,
    })

    // An editor gives the imageless story a picture; the export still has none.
    const imageless = await story('fixture-story-no-image')
    const picture = (await importedMedia())[0]
    await payload.update({
      collection: 'stories',
      id: imageless.id,
      data: { featuredImage: picture.id },
      context: { disableRevalidate: true },
      overrideAccess: true,
    })

    const second = await importer.importContent(payload, FIXTURE)
    expect(second.counts).toEqual({
      stories: { created: 0, updated: 5, skipped: 1, failed: 2 },
      articles: { created: 0, updated: 3, skipped: 0, failed: 0 },
      authors: { created: 0, updated: 1, skipped: 0, failed: 0 },
      media: { created: 0, updated: 0, skipped: 4, failed: 0 },
      other: { created: 0, updated: 0, skipped: 1, failed: 1 },
    })
    expect(imageHits).toBe(1)
    expect(await importedMedia()).toHaveLength(4)
    for (const sourceId of SOURCE_IDS) await story(sourceId)

    const after = await story('fixture-story-org')
    expect(after.id).toBe(before.id)
    expect(JSON.stringify(after.content)).toContain('Rewritten in the admin.')
    expect((await story('fixture-story-no-image')).featuredImage).toBe(picture.id)
  })
})
