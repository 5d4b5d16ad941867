/**
 * Site search (issue 25 points 1, 2, 7) on the run's database, whichever engine it has (TEST_DB=
 * sqlite or postgres): ranking, stemming, typos, phrases, prefixes, filters and paging over a
 * small fixed corpus, and the index following publish, drafts, unpublish, rename, schedule and
 * delete through the hooks; the reindex rebuilds it. Every query carries this file's own word
 * (TOKEN, in every document's excerpt) so that other files' content never gets in.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { SearchAnswer, SearchKindFilter } from '@/features/search/types'
import type { StoryKind } from '@/features/content'

import { createArticle, createStory, richText, testImage } from './helpers/content'
import { closeTestPayload, getTestPayload, uniqueSuffix } from './helpers/payload'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag,
}))

type Search = typeof import('@/features/search/server/search')

const TOKEN = `zq${uniqueSuffix()}`
let payload: Payload
let search: Search['searchSite']
const ids: Record<'stories' | 'articles' | 'products', number[]> = { stories: [], articles: [], products: [] }

function find(q: string, options: { kind?: SearchKindFilter; type?: StoryKind; page?: number; perPage?: number } = {}) {
  return search(payload, { q, page: options.page ?? 1, perPage: options.perPage ?? 20, ...options })
}
const titles = (answer: SearchAnswer) => answer.hits.map((hit) => hit.title)

async function story(title: string, body: string, extra: Parameters<typeof createStory>[1] = {}) {
  const created = await createStory(payload, { title, excerpt: `A story ${TOKEN}.`, ...extra })
  if (body) {
    await payload.update({
      collection: 'stories',
      id: created.id,
      data: { content: richText(body) },
      overrideAccess: true,
    })
  }
  ids.stories.push(created.id)
  return created
}

async function product(name: string, description: string, price: number) {
  const created = await payload.create({
    collection: 'products',
    data: {
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${uniqueSuffix()}`,
      price,
      description,
      images: [(await testImage(payload)).id],
      stock: { S: 0, M: 0, L: 0, XL: 0, oneSize: 3 },
    },
    overrideAccess: true,
  })
  ids.products.push(created.id)
  return created
}

beforeAll(async () => {
  payload = await getTestPayload()
  search = (await import('@/features/search/server/search')).searchSite
  await story('Nomad kitchens', 'Cooking on the road with two burners.')
  await story('Winter in the Alps', 'Every nomad learns that diesel heaters matter.')
  await story('Our school bus home', 'We converted a skoolie with solar panels on the roof.', {
    vanlifeType: 'family',
    rigType: 'skoolie',
  })
  await story('Panels and more', 'The panels came first, solar came later.', { vanlifeType: 'couple' })
  await story('Two vans', 'A van is all we need for vanlife.')
  const article = await createArticle(payload, { title: 'How to insulate a van', excerpt: `Guide ${TOKEN}.` })
  ids.articles.push(article.id)
  await product('Vanlife mug', `A mug ${TOKEN}.`, 12.5)
}, 120_000)

afterAll(async () => {
  for (const [collection, list] of Object.entries(ids) as [keyof typeof ids, number[]][]) {
    if (list.length) {
      await payload.delete({ collection, where: { id: { in: list } }, overrideAccess: true })
    }
  }
  await closeTestPayload()
}, 120_000)

describe('ranking and matching', () => {
  it('ranks a title match above a body match', async () => {
    expect(titles(await find(`nomad ${TOKEN}`))).toEqual(['Nomad kitchens', 'Winter in the Alps'])
  })

  it('ranks title, then excerpt and author, then body', async () => {
    const word = `rk${uniqueSuffix()}`
    const own = { excerpt: 'Nothing here.' }
    await story('In the body', `A word ${word} in the body only.`, own)
    await story('In the excerpt', '', { excerpt: `The ${word} excerpt.` })
    await story('By the author', '', { ...own, author: { name: `Sam ${word}` } })
    await story(`Titled ${word}`, '', own)
    const found = titles(await find(word))
    expect(found[0]).toBe(`Titled ${word}`)
    expect(found.slice(1, 3).sort()).toEqual(['By the author', 'In the excerpt'])
    expect(found[3]).toBe('In the body')
  })

  it('stems English words: "vans" finds "van"', async () => {
    const answer = await find(`vans ${TOKEN} `)
    expect(titles(answer)).toEqual(expect.arrayContaining(['Two vans', 'How to insulate a van']))
  })

  it('forgives one typo in a word of five letters or more', async () => {
    expect(titles(await find(`skoolee ${TOKEN}`))).toEqual(['Our school bus home'])
    expect(titles(await find(`${TOKEN} skoolee`))).toEqual(['Our school bus home'])
  })

  it('matches a quoted phrase only as a phrase', async () => {
    expect(titles(await find(`"solar panels" ${TOKEN}`))).toEqual(['Our school bus home'])
    expect(titles(await find(`solar panels ${TOKEN}`)).sort()).toEqual(['Our school bus home', 'Panels and more'])
  })

  it('takes the last word as a prefix', async () => {
    expect(titles(await find(`${TOKEN} kitch`))).toEqual(['Nomad kitchens'])
    expect(titles(await find(`${TOKEN} kitch `))).toEqual([])
  })

  it('marks the matched words in the title and the snippet', async () => {
    // The snippet comes from the excerpt when it has a match, else from the body.
    const [fromExcerpt] = (await find(`skoolie ${TOKEN}`)).hits
    expect(fromExcerpt.snippet.filter((part) => part.hit).map((part) => part.text)).toEqual([TOKEN])
    const hit = (await find('skoolie solar', { type: 'skoolie' })).hits.find(
      (candidate) => candidate.title === 'Our school bus home',
    )
    if (!hit) throw new Error('not found')
    expect(hit.snippet.filter((part) => part.hit).map((part) => part.text.toLowerCase())).toContain('skoolie')
    expect(hit.href).toMatch(/^\/[a-z0-9-]+$/)
    expect(hit.date).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const [mug] = (await find(`mug ${TOKEN}`)).hits
    expect(mug).toMatchObject({ kind: 'product', title: 'Vanlife mug', priceCents: 1250 })
    expect(mug.titleParts).toEqual([
      { text: 'Vanlife ', hit: false },
      { text: 'mug', hit: true },
    ])
  })

  it('suggests close known words when nothing is found', async () => {
    const answer = await find(`skoolieez ${TOKEN}`)
    expect(answer).toMatchObject({ total: 0, pages: 0, hits: [] })
    expect(answer.suggestions).toContain(`skoolie ${TOKEN}`)
    // The other words are kept: the suggestion is a whole search that finds something.
    const [tried] = (await find(`solar skoolieez ${TOKEN}`)).suggestions
    expect(tried).toBe(`solar skoolie ${TOKEN}`)
    expect(titles(await find(tried!))).toEqual(['Our school bus home'])
  })
})

describe('filters and paging', () => {
  it('filters by kind and by vanlife type', async () => {
    expect(titles(await find(`van ${TOKEN}`, { kind: 'articles' }))).toEqual(['How to insulate a van'])
    expect(titles(await find(`${TOKEN}`, { kind: 'shop' }))).toEqual(['Vanlife mug'])
    expect(titles(await find(`${TOKEN}`, { type: 'skoolie' }))).toEqual(['Our school bus home'])
    expect(titles(await find(`${TOKEN}`, { type: 'couple' }))).toEqual(['Panels and more'])
  })

  it('pages the results', async () => {
    const all = await find(TOKEN, { perPage: 3 })
    expect(all).toMatchObject({ total: 7, pages: 3, page: 1 })
    expect(all.hits).toHaveLength(3)
    const last = await find(TOKEN, { perPage: 3, page: 3 })
    expect(last.hits).toHaveLength(1)
    const past = await find(TOKEN, { perPage: 3, page: 9 })
    expect(past).toMatchObject({ hits: [], total: 7, pages: 3, page: 9 })
  })
})

describe('the index follows the content', () => {
  it('never indexes drafts, and keeps the published version under a newer draft', async () => {
    const word = `dr${uniqueSuffix()}`
    const other = `ot${uniqueSuffix()}`
    const draft = await createStory(payload, { title: `Draft ${word}`, excerpt: TOKEN, status: 'draft' })
    ids.stories.push(draft.id)
    expect((await find(word)).total).toBe(0)

    const published = await story(`Published ${word}`, '')
    await payload.update({
      collection: 'stories',
      id: published.id,
      draft: true,
      data: { title: `Changed ${other}` },
      overrideAccess: true,
    })
    expect(titles(await find(`${word} `))).toEqual([`Published ${word}`])
    expect((await find(`${other} `)).total).toBe(0)
  })

  it('follows a rename, an unpublish and a delete', async () => {
    const word = `rn${uniqueSuffix()}`
    const created = await story(`Old ${word}`, '')
    await payload.update({
      collection: 'stories',
      id: created.id,
      data: { title: `New ${word}` },
      overrideAccess: true,
    })
    expect(titles(await find(`${word} `))).toEqual([`New ${word}`])
    expect((await find(`old ${word} `)).total).toBe(0)

    await payload.update({ collection: 'stories', id: created.id, data: { _status: 'draft' }, overrideAccess: true })
    expect((await find(`${word} `)).total).toBe(0)

    await payload.update({
      collection: 'stories',
      id: created.id,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    expect((await find(`${word} `)).total).toBe(1)
    await payload.delete({ collection: 'stories', id: created.id, overrideAccess: true })
    expect((await find(`${word} `)).total).toBe(0)
  })

  it('indexes a story when its scheduled publish comes due', async () => {
    const word = `sc${uniqueSuffix()}`
    const draft = await createStory(payload, { title: `Scheduled ${word}`, excerpt: TOKEN, status: 'draft' })
    ids.stories.push(draft.id)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'stories', value: draft.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.run({ queue: 'default' })
    expect(titles(await find(`${word} `))).toEqual([`Scheduled ${word}`])
  })

  it('a product leaves the index when it is deleted', async () => {
    const word = `pr${uniqueSuffix()}`
    const cap = await product(`Cap ${word}`, 'A cap.', 9)
    expect((await find(word)).total).toBe(1)
    await payload.delete({ collection: 'products', id: cap.id, overrideAccess: true })
    expect((await find(word)).total).toBe(0)
  })

  it("follows an author's rename into their articles", async () => {
    const word = `au${uniqueSuffix()}`
    const author = await payload.create({
      collection: 'authors',
      data: { name: 'Alex Rivera', key: `author-${word}` },
      overrideAccess: true,
    })
    const article = await createArticle(payload, { title: `Guide ${word}`, excerpt: TOKEN, author: author.id })
    ids.articles.push(article.id)
    expect((await find(`rivera ${word}`)).total).toBe(1)
    revalidateTag.mockClear()
    await payload.update({ collection: 'authors', id: author.id, data: { name: 'Alex Morgan' }, overrideAccess: true })
    expect((await find(`morgan ${word}`)).total).toBe(1)
    expect((await find(`rivera ${word}`)).total).toBe(0)
    expect(revalidateTag).toHaveBeenCalledWith('search', expect.anything())
    await payload.delete({ collection: 'authors', id: author.id, overrideAccess: true })
    expect((await find(`morgan ${word}`)).total).toBe(0)
    expect(titles(await find(`${word} `))).toEqual([`Guide ${word}`])
  })

  it("follows a change of a post's image (its alt text)", async () => {
    const word = `im${uniqueSuffix()}`
    const created = await story(`Pictured ${word}`, '')
    const image = await testImage(payload)
    const alt = `Alt ${word}`
    await payload.update({ collection: 'media', id: image.id, data: { alt }, overrideAccess: true })
    const [hit] = (await find(`${word} `)).hits
    expect(hit?.id).toBe(String(created.id))
    expect(hit?.image?.alt).toBe(alt)
  })

  it('npm run search:reindex rebuilds the index and the vocabulary', async () => {
    const { reindexSearch } = await import('@/features/search/server/reindex')
    const { searchEngine } = await import('@/features/search/server/engines')
    const { searchDb } = await import('@/features/search/server/db')
    const engine = searchEngine(payload)
    const before = (await find(TOKEN)).total
    await engine.clear(await searchDb(payload))
    expect((await find(TOKEN)).total).toBe(0)
    revalidateTag.mockClear()
    const { documents } = await reindexSearch(payload)
    expect(revalidateTag).toHaveBeenCalledWith('search', expect.anything())
    expect(documents).toBe(await engine.count(await searchDb(payload)))
    expect((await find(TOKEN)).total).toBe(before)
    expect(titles(await find(`skoolee ${TOKEN}`))).toEqual(['Our school bus home'])
  })
})
