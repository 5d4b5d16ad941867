import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

export type CreatedStaff = { email: string; password: string; fromEnv: boolean }

/**
 * Creates the first staff user (role admin) when there is none: ADMIN_EMAIL / ADMIN_PASSWORD
 * when set, otherwise admin@example.com with a generated password. Returns what was created.
 */
export async function ensureFirstStaffUser(
  payload: Payload,
  config: { email?: string; password?: string },
): Promise<CreatedStaff | null> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return null
  const email = config.email ?? 'admin@example.com'
  const password = config.password ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Site admin', role: 'admin' },
    overrideAccess: true,
  })
  return { email, password, fromEnv: Boolean(config.password) }
}

/** An empty database has never held content: no stories and no media. */
export async function isEmptyDatabase(payload: Payload): Promise<boolean> {
  const [stories, media] = await Promise.all([
    payload.count({ collection: 'stories', overrideAccess: true }),
    payload.count({ collection: 'media', overrideAccess: true }),
  ])
  return stories.totalDocs === 0 && media.totalDocs === 0
}

/**
 * Demo content goes into an empty database on the quick start only: a live site (env.live) starts
 * with the staff login alone, and the admin's setup checklist says what to fill in first.
 */
export function seedsDemoContent(config: { live: boolean }, emptyDatabase: boolean): boolean {
  return emptyDatabase && !config.live
}

/**
 * The database part of npm start's preparation, after the migrations: the first staff login, and
 * the demo content when seedsDemoContent() says so. Returns the staff login it created (or null)
 * and whether it seeded.
 */
export async function prepareDatabase(
  payload: Payload,
  config: { live: boolean; ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
): Promise<{ staff: CreatedStaff | null; seeded: boolean }> {
  const staff = await ensureFirstStaffUser(payload, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD })
  const empty = await isEmptyDatabase(payload)
  const seeded = seedsDemoContent(config, empty)
  if (seeded) {
    payload.logger.info({ event: 'seed_start' }, 'Empty database: seeding demo content')
    const { seedDemoContent } = await import('@/seed')
    await seedDemoContent(payload, { log: (line) => payload.logger.info({ event: 'seed' }, line) })
  } else if (empty) {
    payload.logger.info({ event: 'seed_skipped_live' }, 'Live site: no demo content, fill in the admin')
  }
  await fillSearchIndex(payload)
  return { staff, seeded }
}

/**
 * The site search's index is kept by hooks; a site upgraded to it (or content written where the
 * hooks were off) starts with an empty index over existing content: rebuilt once, here.
 */
async function fillSearchIndex(payload: Payload): Promise<void> {
  const { ensureSearchIndex } = await import('@/features/search/server/reindex')
  if (await ensureSearchIndex(payload)) payload.logger.info({ event: 'search_reindexed' }, 'Search index built')
}
