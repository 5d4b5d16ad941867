/**
 * The PostgreSQL search engine itself (issue 25 point 2, ADR 0044), below the facade: its SQL on
 * the migrated test database — weighted ranking, stemming and unaccent, phrases, prefixes, the
 * window count and paging, filters, marked titles and snippets, the vocabulary kept in step
 * (upsert, remove, reindex), pg_trgm suggestions, and writes that roll back with their
 * transaction. PostgreSQL only (TEST_DB=postgres); the engine-neutral behaviour is search*.int.test.ts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { closeTestPayload, getTestPayload } from './helpers/payload'

const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false

type Engine = (typeof import('@/features/search/server/postgres/engine'))['postgresEngine']
type Document = import('@/features/search/server/engine').SearchDocument
type Term = import('@/features/search/server/engine').EngineTerm

let payload: Payload
let engine: Engine
let db: object
let textWords: (text: string) => string[]

const MARK = /\u0002([^\u0003]*)\u0003/gu

function marked(text: string): string[] {
  return [...text.matchAll(MARK)].map((match) => match[1]!)
}

function doc(id: string, fields: Partial<Document> = {}): Document {
  const base = {
    kind: 'story' as const,
    id,
    href: `/story-${id}`,
    title: `Story ${id}`,
    excerpt: '',
    people: '',
    body: '',
    date: '2026-11-01T10:00:00.000Z',
    priceCents: null,
    image: null,
    storyKinds: [],
    ...fields,
  }
  const words = [...new Set(textWords([base.title, base.excerpt, base.people, base.body].join(' ')))].sort()
  return { ...base, words, ...fields }
}

const word = (form: string, prefix = false): Term => ({ type: 'word', forms: [form], prefix })

function search(terms: Term[], options: { limit?: number; offset?: number; kinds?: Document['kind'][] } = {}) {
  return engine.query(db, {
    terms,
    kinds: options.kinds ?? ['story', 'article', 'product'],
    storyKind: null,
    limit: options.limit ?? 20,
    offset: options.offset ?? 0,
  })
}

describe.runIf(onPostgres)('PostgreSQL search engine', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    engine = (await import('@/features/search/server/postgres/engine')).postgresEngine
    db = (await import('@/features/search/server/db')).searchReadDb(payload)
    textWords = (await import('@/features/search/query')).textWords
  })

  afterAll(closeTestPayload)

  beforeEach(async () => {
    await engine.clear(db)
  })

  it('ranks a title match above an excerpt or author match, above a body match', async () => {
    const filler = 'We drove north along the coast for three weeks and slept wherever the road ended.'
    await engine.upsert(
      db,
      doc('body', { body: `${filler} The solar panels kept the fridge cold.`, date: '2026-11-20T00:00:00.000Z' }),
    )
    await engine.upsert(
      db,
      doc('title', { title: 'Solar on a small roof', body: filler, date: '2026-01-01T00:00:00.000Z' }),
    )
    await engine.upsert(db, doc('people', { people: 'Ana Solar, Oregon', body: filler }))
    const { rows, total } = await search([word('solar')])
    expect(total).toBe(3)
    expect(rows.map((row) => row.id)).toEqual(['title', 'people', 'body'])
    expect(marked(rows[0]!.title)).toEqual(['Solar'])
    expect(marked(rows[2]!.snippet)).toEqual(['solar'])
  })

  it('stems ("vans" finds "van"), folds accents, matches phrases in order and prefixes', async () => {
    await engine.upsert(
      db,
      doc('a', { title: 'Our van in the desert', body: 'Coffee at the Café du Port every morning.' }),
    )
    await engine.upsert(
      db,
      doc('b', { title: 'Desert nights', body: 'The van stood in the desert under the stars, camping.' }),
    )
    expect((await search([word('vans')])).rows.map((row) => row.id).sort()).toEqual(['a', 'b'])
    expect((await search([word('cafe')])).rows.map((row) => row.id)).toEqual(['a'])
    expect(marked((await search([word('cafe')])).rows[0]!.snippet)).toEqual(['Café'])
    expect((await search([{ type: 'phrase', words: ['van', 'stood'] }])).rows.map((row) => row.id)).toEqual(['b'])
    expect((await search([{ type: 'phrase', words: ['stood', 'van'] }])).total).toBe(0)
    expect((await search([word('des', true)])).total).toBe(2)
    expect((await search([word('happy', true)])).total).toBe(0)
    // A prefix whose stem differs ("campin" → camp) through the vocabulary's known words.
    expect((await search([word('campin', true)])).rows.map((row) => row.id)).toEqual(['b'])
    // Terms are AND-ed; a word's forms (typo corrections) OR-ed.
    expect((await search([word('coffee'), word('van')])).rows.map((row) => row.id)).toEqual(['a'])
    expect((await search([{ type: 'word', forms: ['deserr', 'desert'], prefix: false }])).total).toBe(2)
    // A prefix's corrections are whole words: "sta" as a correction does not match "stars".
    expect((await search([{ type: 'word', forms: ['deserr', 'desert'], prefix: true }])).total).toBe(2)
    expect((await search([{ type: 'word', forms: ['zzz', 'sta'], prefix: true }])).total).toBe(0)
    // A stop word alone finds nothing, and does not stop the other words.
    expect((await search([word('the')])).total).toBe(0)
    expect((await search([word('the'), word('stars')])).total).toBe(1)
  })

  it('counts every match, pages, filters by kind and story kind, and gives every field back', async () => {
    const image = { url: '/media/a-400x300.jpg', alt: 'A van', width: 400, height: 300 }
    for (let i = 0; i < 5; i++) {
      await engine.upsert(
        db,
        doc(`s${i}`, {
          body: 'mountain pass',
          date: `2026-10-0${i + 1}T08:00:00.000Z`,
          storyKinds: i % 2 ? ['skoolie', 'family'] : ['solo'],
        }),
      )
    }
    await engine.upsert(
      db,
      doc('p1', { kind: 'product', href: '/shop/mug', title: 'Mountain mug', priceCents: 1850, image, date: null }),
    )
    const first = await search([word('mountain')], { limit: 2 })
    expect(first.total).toBe(6)
    expect(first.rows[0]).toMatchObject({
      kind: 'product',
      id: 'p1',
      href: '/shop/mug',
      priceCents: 1850,
      image,
      date: null,
    })
    expect(first.rows[1]).toMatchObject({ id: 's4', date: '2026-10-05T08:00:00.000Z', priceCents: null, image: null })
    expect((await search([word('mountain')], { limit: 2, offset: 4 })).rows.map((row) => row.id)).toEqual(['s1', 's0'])
    expect(await search([word('mountain')], { limit: 2, offset: 10 })).toEqual({ rows: [], total: 6 })
    expect(await search([word('mountain')], { limit: 0 })).toEqual({ rows: [], total: 6 })
    expect((await search([word('mountain')], { kinds: ['product'] })).total).toBe(1)
    const skoolies = await engine.query(db, {
      terms: [word('mountain')],
      kinds: ['story'],
      storyKind: 'skoolie',
      limit: 20,
      offset: 0,
    })
    expect(skoolies.rows.map((row) => row.id)).toEqual(['s3', 's1'])
  })

  it('cuts the snippet around the first match of a long body, with "…" where it is cut', async () => {
    const before = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ')
    await engine.upsert(
      db,
      doc('long', { excerpt: 'A year on the road.', body: `${before} the skoolie conversion took a winter ${before}` }),
    )
    const [row] = (await search([word('skoolie')])).rows
    expect(row!.snippet.startsWith('…')).toBe(true)
    expect(row!.snippet.endsWith('…')).toBe(true)
    expect(marked(row!.snippet)).toEqual(['skoolie'])
    expect(row!.snippet.split(' ').length).toBeLessThanOrEqual(32)
    // The window is counted in characters (letters of two bytes before the match), case-insensitively.
    const accented = Array.from({ length: 200 }, (_, i) => `été${i}`).join(' ')
    await engine.upsert(db, doc('accented', { body: `${accented} Our Skoolie Conversion ${before}` }))
    const found = (await search([word('conversion')])).rows.find((hit) => hit.id === 'accented')
    expect(marked(found!.snippet)).toEqual(['Conversion'])
    // Without a match in excerpt or body (a title match), the excerpt's start.
    await engine.upsert(
      db,
      doc('titled', { title: 'Winter in a skoolie', excerpt: 'Snow, a wood stove and two dogs.' }),
    )
    const titled = (await search([word('skoolie')])).rows.find((found) => found.id === 'titled')
    expect(titled!.snippet).toBe('Snow, a wood stove and two dogs.')
  })

  it('never lets stored text fake a mark, and takes any characters as terms', async () => {
    await engine.upsert(
      db,
      doc('x', {
        title: 'A \u0002fake\u0003 <script>alert(1)</script> title',
        body: "it's & | ! ( ) : * < > \\ ' NEAR OR",
      }),
    )
    const [row] = (await search([word('title')])).rows
    expect(marked(row!.title)).toEqual(['title'])
    expect(row!.title).toContain('<script>')
    for (const form of ["it's", '&|!', 'a:*', '(x)', "'", '\\', 'NEAR', '<->', ':*b', '']) {
      await expect(
        search([word(form), word(form, true), { type: 'phrase', words: [form, 'or'] }]),
      ).resolves.toBeDefined()
    }
  })

  it('keeps the vocabulary in step with upsert, remove and reindex', async () => {
    await engine.upsert(db, doc('v1', { title: 'Skoolie build', body: 'cedar ceiling' }))
    await engine.upsert(db, doc('v2', { title: 'Skoolie life', body: 'cedar floor' }))
    expect(await engine.knownWords(db, ['skoolie', 'cedar', 'ceiling', 'nothing'])).toEqual(
      new Map([
        ['skoolie', 2],
        ['cedar', 2],
        ['ceiling', 1],
      ]),
    )
    await engine.upsert(db, doc('v1', { title: 'Skoolie build', body: 'pine ceiling' }))
    expect(await engine.knownWords(db, ['cedar', 'pine'])).toEqual(
      new Map([
        ['cedar', 1],
        ['pine', 1],
      ]),
    )
    await engine.remove(db, { kind: 'story', id: 'v2' })
    await engine.remove(db, { kind: 'story', id: 'absent' })
    expect(await engine.knownWords(db, ['skoolie', 'cedar', 'floor'])).toEqual(new Map([['skoolie', 1]]))
    expect(await engine.count(db)).toBe(1)

    await engine.clear(db)
    await engine.insertMany(db, [doc('r1', { title: 'Skoolie roof' }), doc('r2', { title: 'Skoolie bed' })])
    await engine.writeVocabulary(
      db,
      new Map([
        ['skoolie', 2],
        ['roof', 1],
        ['bed', 1],
        ['gone', 0],
      ]),
    )
    expect(await engine.count(db)).toBe(2)
    expect(await engine.knownWords(db, ['skoolie', 'gone'])).toEqual(new Map([['skoolie', 2]]))
    expect((await search([word('roof')])).total).toBe(1)
  })

  it('suggests known words at most two edits away, nearest then most frequent (pg_trgm)', async () => {
    await engine.writeVocabulary(
      db,
      new Map([
        ['skoolie', 40],
        ['skoolies', 3],
        ['school', 9],
        ['camping', 12],
        ['van', 100],
      ]),
    )
    expect(await engine.similarWords(db, 'skoolee', 5)).toEqual(['skoolie', 'skoolies'])
    expect(await engine.similarWords(db, 'campign', 5)).toEqual(['camping'])
    expect(await engine.similarWords(db, 'zzzzzz', 5)).toEqual([])
  })

  it('finds the known words one edit away from a typo through the trigram index', async () => {
    await engine.writeVocabulary(
      db,
      new Map([
        ['skoolie', 40],
        ['skoolies', 3],
        ['solar', 12],
        ['polar', 2],
        ['insulation', 7],
        ['camping', 12],
        ['campaign', 1],
        ['gone', 0],
      ]),
    )
    const found = await engine.oneEditAway!(db, ['skoolee', 'sloar', 'insulaton', 'campign', 'gonee', 'zzzzzz'])
    expect(found).toEqual(
      new Map([
        ['skoolee', new Map([['skoolie', 40]])],
        // A transposition near the start of a short word: trigram similarity 0.2, below pg_trgm's 0.3.
        ['sloar', new Map([['solar', 12]])],
        ['insulaton', new Map([['insulation', 7]])],
        [
          'campign',
          new Map([
            ['camping', 12],
            ['campaign', 1],
          ]),
        ],
        ['gonee', new Map()],
        ['zzzzzz', new Map()],
      ]),
    )
    expect(await engine.oneEditAway!(db, [])).toEqual(new Map())
    // The lower threshold was this statement's only: pg_trgm's default holds again.
    const { sql } = await import('@payloadcms/db-postgres/drizzle')
    const { pgDb } = await import('@/features/search/server/postgres/pg-db')
    const { rows } = await pgDb(db).execute(sql`SELECT show_limit()::text AS threshold`)
    expect(rows[0]!.threshold).toBe('0.3')
  })

  it('writes with the transaction it is given: a rollback takes the row and its words back', async () => {
    const { inTransaction } = await import('@/cms/transaction')
    const { searchDb } = await import('@/features/search/server/db')
    await expect(
      inTransaction(payload, async (req) => {
        await engine.upsert(await searchDb(payload, req), doc('t1', { title: 'Rolled back' }))
        expect(await engine.count(await searchDb(payload, req))).toBe(1)
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    expect(await engine.count(db)).toBe(0)
    expect(await engine.knownWords(db, ['rolled'])).toEqual(new Map())
  })
})
