/**
 * Integration run setup (runs once, in Vitest's main process):
 * a throwaway database of the kind TEST_DB chooses (sqlite by default, or postgres), temp
 * MEDIA_DIR and DATA_DIR, the environment for src/lib/env.ts, and the committed migrations
 * applied (push stays off: migrations alone create the schema). Everything is removed at the end.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import './context'
import { createDatabase, destroyTestRun, newTestRun, testDbKind } from './database'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now()
  const run = newTestRun(testDbKind())
  const keep = process.env.KEEP_TEST_DB === '1'

  const teardown = async () => {
    if (keep) {
      console.log(`[int] KEEP_TEST_DB=1: kept ${run.tmpDir} and databases ${run.dbPrefix}*`)
      return
    }
    const dropped = await destroyTestRun(run)
    if (dropped.length) console.log(`[int] dropped ${dropped.join(', ')}`)
  }

  try {
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      DATABASE_URL: await createDatabase(run),
      DATA_DIR: path.join(run.tmpDir, 'data'),
      MEDIA_DIR: path.join(run.tmpDir, 'media'),
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      PAYLOAD_DB_PUSH: 'false',
      PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
      JOBS_AUTORUN: 'false',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      SITE_URL: 'http://localhost:3000',
      NEXT_TELEMETRY_DISABLED: '1',
    }
    // Set here too (before Payload is imported below), and handed to every worker via inject().
    Object.assign(process.env, env)
    project.provide('intEnv', env)
    project.provide('intRun', run)

    const { closeTestPayload, getTestPayload, migrateTestDatabase } = await import('../helpers/payload')
    try {
      await migrateTestDatabase(await getTestPayload())
    } finally {
      await closeTestPayload()
    }

    console.log(`[int] ${run.kind} database ready and migrated in ${Date.now() - started} ms`)
    return teardown
  } catch (error) {
    await teardown()
    throw error
  }
}
