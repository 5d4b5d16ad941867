import { afterEach, describe, expect, it } from 'vitest'

import { markStopping, STOPPING } from '../../../../scripts/lib/stopping.mjs'
import { checkReadiness, processIsStopping } from './readiness'

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STOPPING]
})

describe('checkReadiness', () => {
  it('is ready when the database answers with no pending migration', async () => {
    const result = await checkReadiness({ stopping: () => false, pendingMigrations: async () => 0 })
    expect(result).toEqual({ httpStatus: 200, body: { status: 'ready' } })
  })

  it('is not ready while migrations are pending', async () => {
    const result = await checkReadiness({ stopping: () => false, pendingMigrations: async () => 2 })
    expect(result).toEqual({ httpStatus: 503, body: { status: 'unavailable', reason: 'migrations' } })
  })

  it('is not ready when the database fails or hangs, and says no more than that', async () => {
    const failed = await checkReadiness({
      stopping: () => false,
      pendingMigrations: async () => Promise.reject(new Error('password authentication failed for user "vanlife"')),
    })
    expect(failed).toEqual({ httpStatus: 503, body: { status: 'unavailable', reason: 'database' } })
    const hung = await checkReadiness({
      stopping: () => false,
      pendingMigrations: () => new Promise(() => {}),
      timeoutMs: 20,
    })
    expect(hung.httpStatus).toBe(503)
  })

  it('is not ready once stopping, without asking the database', async () => {
    let asked = false
    const result = await checkReadiness({
      stopping: () => true,
      pendingMigrations: async () => {
        asked = true
        return 0
      },
    })
    expect(result).toEqual({ httpStatus: 503, body: { status: 'unavailable', reason: 'stopping' } })
    expect(asked).toBe(false)
  })
})

describe('processIsStopping', () => {
  it('reads the flag that npm start sets on SIGTERM (scripts/lib/stopping.mjs)', () => {
    expect(processIsStopping()).toBe(false)
    markStopping()
    expect(processIsStopping()).toBe(true)
  })
})
