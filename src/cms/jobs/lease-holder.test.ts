import { describe, expect, it } from 'vitest'

import { LEASE_MARGIN_MS, LEASE_RENEW_MS, LEASE_TTL_MS, LeaseHolder, type LeaseStore } from './lease-holder'

/** The lease row as the database keeps it, taken by the same rule as lease.ts's conditional update. */
function memoryStore() {
  const row: { holder: string | null; expiresAt: number } = { holder: null, expiresAt: 0 }
  let failing = false
  const store: LeaseStore = {
    async take(holder, now, until) {
      if (failing) throw new Error('database away')
      if (row.holder !== null && row.holder !== holder && row.expiresAt >= now.getTime()) return false
      row.holder = holder
      row.expiresAt = until.getTime()
      return true
    },
    async release(holder, now) {
      if (row.holder === holder) row.expiresAt = now.getTime()
    },
  }
  return { store, row, fail: (value: boolean) => (failing = value) }
}

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('LeaseHolder', () => {
  it('lets one of two runners hold the lease; the other waits while it is renewed', async () => {
    const { store, row } = memoryStore()
    const time = clock()
    const a = new LeaseHolder('a', store, time.now)
    const b = new LeaseHolder('b', store, time.now)
    expect(await a.renew()).toBe('taken')
    expect(await b.renew()).toBeNull()
    for (let i = 0; i < 10; i++) {
      time.advance(LEASE_RENEW_MS)
      expect(await a.renew()).toBeNull()
      expect(await b.renew()).toBeNull()
      expect([a.held(), b.held()]).toEqual([true, false])
    }
    expect(row.holder).toBe('a')
  })

  it('hands the lease over once the holder stops renewing (it died), and not before', async () => {
    const { store } = memoryStore()
    const time = clock()
    const a = new LeaseHolder('a', store, time.now)
    const b = new LeaseHolder('b', store, time.now)
    await a.renew()
    time.advance(LEASE_TTL_MS)
    expect(await b.renew()).toBeNull()
    time.advance(1)
    expect(await b.renew()).toBe('taken')
    expect(b.held()).toBe(true)
    // The old holder, back from a stall, learns it lost the lease and claims nothing more.
    expect(a.held()).toBe(false)
    expect(await a.renew()).toBeNull()
    expect(a.held()).toBe(false)
  })

  it('stops claiming LEASE_MARGIN_MS before its lease runs out when renewals fail', async () => {
    const { store, fail } = memoryStore()
    const time = clock()
    const a = new LeaseHolder('a', store, time.now)
    await a.renew()
    fail(true)
    time.advance(LEASE_RENEW_MS)
    await expect(a.renew()).rejects.toThrow('database away')
    expect(a.held()).toBe(true)
    time.advance(LEASE_TTL_MS - LEASE_MARGIN_MS - LEASE_RENEW_MS)
    expect(a.held()).toBe(false)
    // Well before another runner could take the lease over.
    expect(LEASE_MARGIN_MS).toBeGreaterThanOrEqual(LEASE_RENEW_MS)
  })

  it('says when it lost the lease to another runner', async () => {
    const { store, row } = memoryStore()
    const time = clock()
    const a = new LeaseHolder('a', store, time.now)
    await a.renew()
    row.holder = 'b'
    row.expiresAt = time.now() + LEASE_TTL_MS
    time.advance(LEASE_RENEW_MS)
    expect(await a.renew()).toBe('lost')
    expect(a.held()).toBe(false)
  })

  it('gives the lease up at a stop, so the waiting runner takes it at its next try', async () => {
    const { store } = memoryStore()
    const time = clock()
    const a = new LeaseHolder('a', store, time.now)
    const b = new LeaseHolder('b', store, time.now)
    await a.renew()
    await b.renew()
    await a.release()
    expect(a.held()).toBe(false)
    time.advance(1)
    expect(await b.renew()).toBe('taken')
  })
})
