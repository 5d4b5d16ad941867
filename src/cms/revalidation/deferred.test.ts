import { afterEach, describe, expect, it, vi } from 'vitest'

import { env } from '@/lib/env'

import { expireLater, expireThroughLocalServer, flushDeferredTags } from './deferred'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('expireLater', () => {
  it('expires nothing in a process that runs no jobs, and through the local server once the worker says it does', async () => {
    expect(env.jobsRunInProcess).toBe(false) // tests are not production
    expect(expireLater(['posts'])).toBe(false)

    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    expireThroughLocalServer()
    expect(expireLater(['posts', 'stories'])).toBe(true)
    await flushDeferredTags()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(`http://127.0.0.1:${env.PORT}/api/revalidate`)
    expect(JSON.parse(String(init.body))).toMatchObject({ tags: ['posts', 'stories'] })
  })
})
