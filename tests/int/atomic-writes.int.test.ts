/**
 * Atomic writes (issue 10, point 5): a write that fails part-way leaves nothing behind, on SQLite
 * as on PostgreSQL (TEST_DB). A story is written to several tables (the story, its array rows,
 * then its version and the version's array rows); here the version write fails after the story's
 * own tables were written, through the Local API and through the REST handler (handleEndpoints,
 * as /api/[...slug] serves it). Every table of the database must count the same rows afterwards.
 *
 * Also: writes made at the same time all succeed (SQLite has one writer at a time: the adapter
 * queues them in this process, src/cms/db.ts), and a failure inside one of them rolls back only
 * that one.
 */
import fs from 'node:fs'

import type { Payload, SanitizedConfig } from 'payload'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { createStory, richText, testImage } from './helpers/content'
import { closeTestPayload, createStaffUser, getTestPayload, loginToken, uniqueSuffix } from './helpers/payload'

let payload: Payload
let config: SanitizedConfig
let staffToken: string

type DrizzleLike = {
  drizzle: { select: () => { from: (table: unknown) => PromiseLike<unknown[]> } }
  tables: Record<string, unknown>
}

/** Rows per table, for every table of the schema (read outside any transaction). */
async function rowCounts(): Promise<Record<string, number>> {
  const db = payload.db as unknown as DrizzleLike
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(db.tables)) {
    counts[name] = (await db.drizzle.select().from(table)).length
  }
  return counts
}

/** Makes the adapter's next createVersion call throw, once, after the call has started. */
function failNextVersionWrite(): { restore: () => void; calls: () => number } {
  const db = payload.db
  const original = db.createVersion
  let calls = 0
  db.createVersion = async () => {
    calls += 1
    db.createVersion = original
    throw new Error('Simulated failure writing the version row')
  }
  return {
    restore: () => {
      db.createVersion = original
    },
    calls: () => calls,
  }
}

const LONG_AGO = '2001-01-01T00:00:00.000Z'

/** A story with rows in its array tables (amenities, specifications, social links). */
async function storyData(title: string) {
  return {
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    excerpt: 'An excerpt.',
    featuredImage: (await testImage(payload)).id,
    content: richText('Half-way down the road.'),
    author: {
      name: 'Atomic Vanlifer',
      socialLinks: [{ platform: 'Instagram' as const, url: 'https://instagram.com/a' }],
    },
    vanSetup: {
      amenities: [{ item: 'Solar' }, { item: 'Shower' }],
      specifications: [{ label: 'Length', value: '6 m' }],
    },
    // Drafts dated long ago: nothing here shows in the lists and issues other test files check.
    publishDate: LONG_AGO,
    vanlifeType: 'solo' as const,
    rigType: 'van' as const,
    _status: 'draft' as const,
  }
}

async function storiesTitled(title: string) {
  const { totalDocs } = await payload.count({ collection: 'stories', where: { title: { equals: title } } })
  const versions = await payload.countVersions({
    collection: 'stories',
    where: { 'version.title': { equals: title } },
  })
  return { stories: totalDocs, versions: versions.totalDocs }
}

beforeAll(async () => {
  payload = await getTestPayload()
  config = payload.config
  await testImage(payload)
  const staff = await createStaffUser(payload, 'editor')
  staffToken = await loginToken(payload, staff)
})

afterAll(async () => {
  await closeTestPayload()
})

describe('a write that fails after its first table', () => {
  it('Local API create: no story row, no array rows, no version rows are left', async () => {
    const title = `Atomic local ${uniqueSuffix()}`
    const data = await storyData(title)
    const before = await rowCounts()
    const failure = failNextVersionWrite()
    try {
      await expect(payload.create({ collection: 'stories', data, overrideAccess: true })).rejects.toThrow(
        'Simulated failure writing the version row',
      )
    } finally {
      failure.restore()
    }
    expect(failure.calls()).toBe(1)
    expect(await rowCounts()).toEqual(before)
    expect(await storiesTitled(title)).toEqual({ stories: 0, versions: 0 })

    // The same write succeeds once nothing fails, and writes every table it failed to.
    await payload.create({ collection: 'stories', data, overrideAccess: true })
    const after = await rowCounts()
    for (const table of [
      'stories',
      'stories_van_setup_amenities',
      '_stories_v',
      '_stories_v_version_van_setup_amenities',
    ]) {
      expect(after[table], table).toBeGreaterThan(before[table])
    }
    expect(await storiesTitled(title)).toEqual({ stories: 1, versions: 1 })
  })

  it('Local API update: the story keeps its previous content and versions', async () => {
    const story = await createStory(payload, { status: 'draft', publishDate: LONG_AGO })
    const before = await rowCounts()
    const failure = failNextVersionWrite()
    try {
      await expect(
        payload.update({
          collection: 'stories',
          id: story.id,
          data: { title: `${story.title} (edited)`, vanSetup: { amenities: [{ item: 'Heater' }] } },
          overrideAccess: true,
        }),
      ).rejects.toThrow('Simulated failure writing the version row')
    } finally {
      failure.restore()
    }
    expect(await rowCounts()).toEqual(before)
    const reread = await payload.findByID({ collection: 'stories', id: story.id, depth: 0, overrideAccess: true })
    expect(reread.title).toBe(story.title)
    expect(reread.vanSetup?.amenities ?? []).toEqual([])
  })

  it('REST POST /api/stories by staff: answered 500, and nothing is left', async () => {
    const title = `Atomic rest ${uniqueSuffix()}`
    const body = JSON.stringify(await storyData(title))
    const post = () =>
      handleEndpoints({
        config,
        request: new Request('http://localhost:3000/api/stories', {
          method: 'POST',
          headers: { Authorization: `JWT ${staffToken}`, 'Content-Type': 'application/json' },
          body,
        }),
      })

    const before = await rowCounts()
    const failure = failNextVersionWrite()
    let response: Response
    try {
      response = await post()
    } finally {
      failure.restore()
    }
    expect(failure.calls()).toBe(1)
    expect(response.status).toBe(500)
    expect(await rowCounts()).toEqual(before)
    expect(await storiesTitled(title)).toEqual({ stories: 0, versions: 0 })

    const retried = await post()
    expect(retried.status, await retried.clone().text()).toBe(201)
    expect(await storiesTitled(title)).toEqual({ stories: 1, versions: 1 })
  })
})

describe('writes at the same time', () => {
  it('all succeed, and the one that fails leaves nothing behind', async () => {
    const tag = uniqueSuffix()
    const before = await rowCounts()
    const failure = failNextVersionWrite()
    let results: PromiseSettledResult<unknown>[]
    try {
      results = await Promise.allSettled([
        // Stories (main row, arrays, version): one of them meets the failing version write.
        ...Array.from({ length: 6 }, async (_, index) =>
          payload.create({
            collection: 'stories',
            data: await storyData(`Parallel ${tag} ${index}`),
            overrideAccess: true,
          }),
        ),
        // Other collections' writes, through their own operations (and hooks).
        ...Array.from({ length: 6 }, (_, index) =>
          payload.create({
            collection: 'subscribers',
            data: { email: `parallel-${index}-${tag}@int.test`, status: 'confirmed' },
            overrideAccess: true,
          }),
        ),
      ])
    } finally {
      failure.restore()
    }

    const rejected = results.filter((result) => result.status === 'rejected')
    expect(rejected.map((result) => String(result.reason))).toEqual([
      'Error: Simulated failure writing the version row',
    ])
    const { totalDocs: stories } = await payload.count({
      collection: 'stories',
      where: { title: { like: `Parallel ${tag}` } },
    })
    expect(stories).toBe(5)
    const { totalDocs: versions } = await payload.countVersions({
      collection: 'stories',
      where: { 'version.title': { like: `Parallel ${tag}` } },
    })
    expect(versions).toBe(5)
    const { totalDocs: subscribers } = await payload.count({
      collection: 'subscribers',
      where: { email: { like: `-${tag}@int.test` } },
    })
    expect(subscribers).toBe(6)

    const after = await rowCounts()
    expect(after.stories - before.stories).toBe(5)
    expect(after._stories_v - before._stories_v).toBe(5)
    expect(after.stories_van_setup_amenities - before.stories_van_setup_amenities).toBe(10)
  })
})

describe('a write made inside a transaction without its req', () => {
  it('does not wait for that transaction (SQLite: it joins it), and both writes are kept', async () => {
    const { inTransaction } = await import('@/cms/transaction')
    const tag = uniqueSuffix()
    const started = Date.now()
    await inTransaction(payload, async (req) => {
      await payload.create({
        collection: 'subscribers',
        data: { email: `with-req-${tag}@int.test`, status: 'confirmed' },
        req,
      })
      // As Payload's own emails are recorded: its email adapter is given no req.
      await payload.create({
        collection: 'subscribers',
        data: { email: `no-req-${tag}@int.test`, status: 'confirmed' },
      })
    })
    expect(Date.now() - started).toBeLessThan(5_000)
    const { totalDocs } = await payload.count({ collection: 'subscribers', where: { email: { like: `-req-${tag}@` } } })
    expect(totalDocs).toBe(2)
  })
})

describe.runIf(inject('intRun').kind === 'sqlite')('on SQLite', () => {
  /** Open descriptors of this process on the database's files (Linux). */
  function databaseFileDescriptors(): number {
    const file = String(process.env.DATABASE_URL).replace(/^file:/, '')
    return fs.readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(file)
      } catch {
        return false
      }
    }).length
  }

  it.runIf(fs.existsSync('/proc/self/fd'))(
    'transactions reuse one connection: none is left open per write',
    async () => {
      const tag = uniqueSuffix()
      const before = databaseFileDescriptors()
      for (let index = 0; index < 200; index += 1) {
        await payload.create({
          collection: 'subscribers',
          data: { email: `descriptor-${index}-${tag}@int.test`, status: 'confirmed' },
          overrideAccess: true,
        })
      }
      // libsql's own client.transaction() would leave two descriptors per write (400 here).
      expect(databaseFileDescriptors() - before).toBeLessThan(10)
    },
  )

  it('migrations run with foreign keys off: a rebuilt table keeps the rows that point at it', async () => {
    const { sql } = await import('@payloadcms/db-sqlite')
    const suffix = uniqueSuffix()
    const parent = `fk_parent_${suffix}`
    const child = `fk_child_${suffix}`
    const name = `20991231_000000_rebuild_${suffix}`
    type Db = { run: (query: unknown) => Promise<unknown>; all: <T>(query: unknown) => Promise<T[]> }
    const statements = [
      `CREATE TABLE ${parent} (id integer PRIMARY KEY, name text)`,
      `CREATE TABLE ${child} (id integer PRIMARY KEY, parent_id integer REFERENCES ${parent}(id) ON DELETE cascade)`,
      `INSERT INTO ${parent} VALUES (1, 'a'), (2, 'b')`,
      `INSERT INTO ${child} VALUES (1, 1), (2, 2)`,
      // What drizzle-kit generates to change a column of a table other tables point at:
      'PRAGMA foreign_keys=OFF',
      `CREATE TABLE __new_${parent} (id integer PRIMARY KEY, name text DEFAULT '' NOT NULL)`,
      `INSERT INTO __new_${parent} (id, name) SELECT id, name FROM ${parent}`,
      `DROP TABLE ${parent}`,
      `ALTER TABLE __new_${parent} RENAME TO ${parent}`,
      'PRAGMA foreign_keys=ON',
    ]
    await payload.db.migrate({
      migrations: [
        {
          name,
          up: async ({ db }: { db: Db }) => {
            for (const statement of statements) await db.run(sql.raw(statement))
          },
          down: async () => {},
        },
      ],
    } as unknown as Parameters<typeof payload.db.migrate>[0])

    const db = payload.db.drizzle as unknown as Db
    try {
      expect(await db.all(sql.raw(`SELECT id, parent_id FROM ${child} ORDER BY id`))).toEqual([
        { id: 1, parent_id: 1 },
        { id: 2, parent_id: 2 },
      ])
      // And on again afterwards, for the transactions' connection too.
      const id = await payload.db.beginTransaction()
      try {
        const session = (payload.db as unknown as { sessions: Record<string, { db: Db }> }).sessions[String(id)]
        expect(await session.db.all(sql.raw('PRAGMA foreign_keys'))).toEqual([{ foreign_keys: 1 }])
      } finally {
        if (id) await payload.db.rollbackTransaction(id)
      }
    } finally {
      await db.run(sql.raw(`DROP TABLE IF EXISTS ${child}`))
      await db.run(sql.raw(`DROP TABLE IF EXISTS ${parent}`))
      await payload.delete({ collection: 'payload-migrations', where: { name: { equals: name } } })
    }
  })
})
