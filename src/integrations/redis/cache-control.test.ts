import { describe, expect, it } from 'vitest'

import { CACHE_CONTROL_FIELD, keepCacheControl, liftCacheControl } from './cache-control'

const page = { kind: 'APP_PAGE', html: '<h1>Hi</h1>', headers: {}, status: 200 } as never

describe('keepCacheControl and liftCacheControl', () => {
  it('carry a page’s lifetime through the stored value and give it back as cacheControl', () => {
    const cacheControl = { revalidate: 120, expire: 31_536_000 }
    const stored = keepCacheControl(page, { cacheControl, isFallback: false })
    expect(stored).toEqual({ ...(page as object), [CACHE_CONTROL_FIELD]: cacheControl })
    // As it comes back from Redis (JSON), and as Next reads it.
    const entry = JSON.parse(JSON.stringify({ lastModified: 1, tags: [], lifespan: null, value: stored }))
    expect(liftCacheControl(entry)).toEqual({ lastModified: 1, tags: [], lifespan: null, value: page, cacheControl })
  })

  it('leave data entries, values without a lifetime and misses alone', () => {
    const data = { kind: 'FETCH', data: { headers: {}, body: '', url: '' }, revalidate: 60 } as never
    expect(keepCacheControl(data, { cacheControl: { revalidate: 60, expire: 1 } })).toBe(data)
    expect(keepCacheControl(page, { fetchCache: false })).toBe(page)
    expect(keepCacheControl(null, { cacheControl: { revalidate: 60, expire: 1 } })).toBeNull()
    const entry = { lastModified: 1, value: page }
    expect(liftCacheControl(entry)).toBe(entry)
    expect(liftCacheControl(null)).toBeNull()
  })
})
