/**
 * The committed migrations create the whole schema on an empty database (push is off), and
 * running them again changes nothing. Uses a database of its own, created empty here.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, committedMigrations, getFreshTestPayload, migrateTestDatabase } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getFreshTestPayload('migrations', { migrate: false })
})

afterAll(closeTestPayload)

async function migrationRows() {
  const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, sort: 'name' })
  return docs.map(({ name, batch }) => ({ name, batch }))
}

describe('migrations', () => {
  it('runs with push off, so the empty database has no tables yet', async () => {
    const { env } = await import('@/lib/env')
    expect(env.PAYLOAD_DB_PUSH).toBe(false)
    await expect(payload.count({ collection: 'stories' })).rejects.toThrow()
  })

  it('the index lists every migration file of this database kind', async () => {
    const dir = (payload.db as unknown as { migrationDir: string }).migrationDir
    const files = fs
      .readdirSync(dir)
      .filter((file) => /\.(ts|js)$/.test(file) && !/^index\./.test(file))
      .map((file) => path.basename(file).replace(/\.(ts|js)$/, ''))
      .sort()
    const listed = (await committedMigrations()).map((migration) => migration.name).sort()
    expect(files.length).toBeGreaterThan(0)
    expect(listed).toEqual(files)
  })

  it('apply on an empty database', async () => {
    const migrations = await committedMigrations()
    await migrateTestDatabase(payload)

    expect(await migrationRows()).toEqual(
      migrations.map(({ name }) => ({ name, batch: 1 })).sort((a, b) => a.name.localeCompare(b.name)),
    )
    // Every collection and global is usable.
    for (const collection of Object.keys(payload.collections) as (keyof typeof payload.collections)[]) {
      await expect(payload.count({ collection }), collection).resolves.toEqual({ totalDocs: expect.any(Number) })
    }
    for (const global of payload.config.globals) {
      await expect(payload.findGlobal({ slug: global.slug as 'site-settings' }), global.slug).resolves.toBeTruthy()
    }
    const subscriber = await payload.create({
      collection: 'subscribers',
      data: { email: 'after-migrate@int.test', status: 'pending' },
    })
    expect(subscriber.id).toBeDefined()
  })

  it('a second migrate() is a no-op', async () => {
    const before = await migrationRows()
    await migrateTestDatabase(payload)
    expect(await migrationRows()).toEqual(before)
    expect((await payload.count({ collection: 'subscribers' })).totalDocs).toBe(1)
  })
})
