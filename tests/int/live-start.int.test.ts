/**
 * Live mode at start (issue 21, point 1): npm start's preparation (scripts/start.ts, run the way
 * scripts/serve.mjs runs it) refuses a live SITE_URL on stand-ins it did not opt in to, one line
 * per variable, before it touches a database; with the opt-ins, an empty live database gets the
 * staff login and nothing else (no demo content).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TASK_RUNNER } from '../../scripts/lib/task-runner.mjs'
import { closeTestPayload, getFreshTestPayload } from './helpers/payload'

const LIVE_URL = 'https://vanlifevoices.com'

/** scripts/start.ts in a process of its own, as serve.mjs runs it, on a database that does not exist yet. */
function runStart(extra: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-start-'))
  const database = path.join(dir, 'live.db')
  const child = spawnSync(process.execPath, [...TASK_RUNNER, 'scripts/start.ts'], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      SITE_URL: LIVE_URL,
      DATABASE_URL: `file:${database}`,
      DATA_DIR: dir,
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: 'live-start-test-secret-0123456789',
      LOG_LEVEL: 'silent',
      ...extra,
    },
  })
  const touched = fs.readdirSync(dir).filter((name) => name !== '.payload-secret')
  fs.rmSync(dir, { recursive: true, force: true })
  return { status: child.status, stderr: child.stderr, stdout: child.stdout, touched }
}

describe('a live start on stand-ins (scripts/start.ts)', () => {
  it('refuses without SMTP and Stripe, one line per variable, before any database exists', () => {
    const { status, stderr, stdout, touched } = runStart({})
    expect(status, stderr).toBe(1)
    const lines = stderr.trim().split('\n')
    expect(lines[0]).toBe(`This site is live (SITE_URL ${LIVE_URL}) but would run on stand-ins. Set:`)
    expect(lines.filter((line) => /^ {2}\S/.test(line))).toEqual([
      expect.stringMatching(/^ {2}SMTP_URL: .*EMAIL_DELIVERY=outbox/),
      expect.stringMatching(/^ {2}STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: .*CHECKOUT_SIMULATOR=on/),
    ])
    expect(lines.at(-1)).toBe('Nothing was started.')
    expect(stdout).not.toMatch(/Staff login created/)
    expect(touched, 'no database file, so nothing migrated or seeded').toEqual([])
  }, 90_000)

  it('names only what is still missing: the staging opt-in to the outbox leaves Stripe', () => {
    const { status, stderr, touched } = runStart({ EMAIL_DELIVERY: 'outbox' })
    expect(status, stderr).toBe(1)
    expect(stderr).not.toMatch(/SMTP_URL/)
    expect(stderr).toMatch(/^ {2}STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: /m)
    expect(touched).toEqual([])
  }, 90_000)
})

describe('a live start with the staging opt-ins, on an empty database', () => {
  let payload: Payload
  let first: Awaited<ReturnType<typeof import('../../scripts/lib/bootstrap').prepareDatabase>>
  let second: typeof first

  beforeAll(async () => {
    payload = await getFreshTestPayload('live_start')
    const { parseEnv } = await import('@/lib/env')
    const { liveStartRefusal } = await import('../../scripts/lib/live-start')
    const { prepareDatabase } = await import('../../scripts/lib/bootstrap')
    const config = parseEnv({
      ...process.env,
      SITE_URL: LIVE_URL,
      SMTP_URL: undefined,
      STRIPE_SECRET_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      EMAIL_DELIVERY: 'outbox',
      CHECKOUT_SIMULATOR: 'on',
      ADMIN_EMAIL: 'owner@vanlifevoices.com',
      ADMIN_PASSWORD: 'a-long-staff-password',
    })
    expect(config.live).toBe(true)
    expect(liveStartRefusal(config)).toBeNull()
    first = await prepareDatabase(payload, config)
    second = await prepareDatabase(payload, config)
  }, 180_000)

  afterAll(closeTestPayload)

  it('creates the staff login once and seeds nothing', () => {
    expect(first).toEqual({
      staff: { email: 'owner@vanlifevoices.com', password: 'a-long-staff-password', fromEnv: true },
      seeded: false,
    })
    expect(second).toEqual({ staff: null, seeded: false })
  })

  it('leaves every collection but the staff login empty', async () => {
    const counts: Record<string, number> = {}
    for (const { slug } of payload.config.collections) {
      if (slug.startsWith('payload-')) continue
      counts[slug] = (await payload.count({ collection: slug as CollectionSlug, overrideAccess: true })).totalDocs
    }
    expect(counts.users).toBe(1)
    expect(Object.entries(counts).filter(([slug, count]) => slug !== 'users' && count > 0)).toEqual([])
    expect(counts.stories).toBe(0)
    expect(counts.products).toBe(0)
  })
})
