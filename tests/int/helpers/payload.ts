/**
 * The Payload instance of an integration test file, plus helpers to act as somebody.
 *
 * Payload and src/lib/env.ts are imported lazily: the environment (database, dirs, secret) is
 * set by tests/int/setup before the first call, and env.ts reads it once at import time.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import type { Migration, Payload, SanitizedConfig } from 'payload'
import { createLocalReq, getPayload, loginOperation } from 'payload'

import { closePayload } from '@/cms/close-payload'
import { inject } from 'vitest'

import type { Member, User } from '@/payload-types'

import { createDatabase } from '../setup/database'

export const TEST_PASSWORD = 'test-password-123'

let instance: Promise<Payload> | undefined

async function loadConfig(): Promise<SanitizedConfig> {
  const { default: configPromise } = await import('@payload-config')
  const config = await configPromise
  const { env } = await import('@/lib/env')
  if (env.DATABASE_URL !== process.env.DATABASE_URL) {
    throw new Error(
      'src/lib/env.ts was imported before the test database was chosen. ' +
        'Import Payload-related modules only after getTestPayload()/getFreshTestPayload().',
    )
  }
  return config
}

async function init(): Promise<Payload> {
  const config = await loadConfig()
  return getPayload({ config })
}

/** Payload on the run's shared database (migrated by the global setup). */
export function getTestPayload(): Promise<Payload> {
  instance ??= init()
  return instance
}

/**
 * Payload on a brand-new database of its own, for tests that need an empty one (seed,
 * migrations). Call it before anything else loads Payload in the test file: each test file
 * runs in a fresh process (isolate), so env.ts has not been read yet.
 */
export async function getFreshTestPayload(label: string, options: { migrate?: boolean } = {}): Promise<Payload> {
  if (instance) throw new Error('getFreshTestPayload() must come before any other Payload use in this file')
  process.env.DATABASE_URL = await createDatabase(inject('intRun'), label)
  instance = init()
  const payload = await instance
  if (options.migrate ?? true) await migrateTestDatabase(payload)
  return payload
}

/**
 * Applies the committed migrations of the database in use (src/migrations/{sqlite,postgres}).
 * They are passed in explicitly: Payload's own loader imports the .ts files with Node's native
 * import(), which cannot load TypeScript inside Vitest.
 */
export async function migrateTestDatabase(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: await committedMigrations() })
}

/**
 * The migrations listed in src/migrations/<kind>/index.ts for the database in use. Imported by
 * path, not by name: the generated migrations are kept out of the type check (tsconfig), and a
 * literal import here would pull them back in.
 */
export async function committedMigrations(): Promise<(Migration & { name: string })[]> {
  const { MIGRATION_DIRS } = await import('@/cms/db')
  const { env } = await import('@/lib/env')
  const index = path.join(MIGRATION_DIRS[env.databaseKind], 'index.ts')
  const { migrations } = (await import(/* @vite-ignore */ index)) as { migrations: (Migration & { name: string })[] }
  return migrations
}

/** Closes this file's Payload, if it was started (call from afterAll). */
export async function closeTestPayload(): Promise<void> {
  if (!instance) return
  const payload = await instance.catch(() => undefined)
  instance = undefined
  if (payload) await closePayload(payload)
}

/** A unique address, so files sharing the run's database never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@int.test`
}

export function uniqueSuffix(): string {
  return randomBytes(3).toString('hex')
}

export type StaffUser = User & { collection: 'users' }
export type MemberUser = Member & { collection: 'members' }

/** Creates a staff account (collection users) and returns it ready to pass as `user`. */
export async function createStaffUser(
  payload: Payload,
  role: 'admin' | 'editor',
  data: { email?: string; name?: string } = {},
): Promise<StaffUser> {
  const doc = await payload.create({
    collection: 'users',
    data: { email: data.email ?? uniqueEmail(role), password: TEST_PASSWORD, role, name: data.name ?? `Test ${role}` },
    overrideAccess: true,
  })
  return { ...doc, collection: 'users' }
}

/**
 * Signs in an account made by createStaffUser or createMember and returns its session token (JWT).
 * Payload's login operation itself: payload.login drops the token for members
 * (`removeTokenFromResponses`, ADR 0020).
 */
export async function loginToken(payload: Payload, account: StaffUser | MemberUser): Promise<string> {
  const { token } = await loginOperation({
    collection: payload.collections[account.collection],
    data: { email: account.email, password: TEST_PASSWORD },
    overrideAccess: true,
    req: await createLocalReq({}, payload),
  })
  if (!token) throw new Error(`No token for ${account.email}`)
  return token
}

/** Creates a verified site member and returns it ready to pass as `user`. */
export async function createMember(
  payload: Payload,
  data: { email?: string; firstName?: string } = {},
): Promise<MemberUser> {
  const doc = await payload.create({
    collection: 'members',
    data: {
      email: data.email ?? uniqueEmail('member'),
      password: TEST_PASSWORD,
      firstName: data.firstName ?? 'Test',
      _verified: true,
    },
    disableVerificationEmail: true,
    overrideAccess: true,
  })
  return { ...doc, collection: 'members' }
}
