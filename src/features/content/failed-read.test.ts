/**
 * A read that fails is never a page's fallback (ADR 0026): the post lookups and the lists throw
 * ContentUnavailableError, so Next neither caches the render nor sends it public. Before, the
 * post read as "not found" (a cached 404) and the lists as empty (cached without their stories).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/env', () => ({ env: { isBuildPhase: false } }))
vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))
// The data cache passes the read through; no preview.
vi.mock('next/cache', () => ({ unstable_cache: <F>(read: F) => read }))
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }), headers: async () => new Headers() }))
vi.mock('@/cms/access', () => ({ isStaffUser: () => false }))

const outage = new Error('connect ECONNREFUSED 127.0.0.1:5432')
const payload = vi.hoisted(() => ({ count: vi.fn(), find: vi.fn(), findGlobal: vi.fn() }))
vi.mock('@/payload-client', () => ({ getPayloadClient: async () => payload }))

import { ContentUnavailableError } from '@/lib/safe-read'

import { getPostBySlug, getPostKind } from './post-queries'
import { getHomeStories, getStoriesPage, getVanlifePage } from './queries'

beforeEach(() => {
  for (const read of Object.values(payload)) read.mockReset().mockRejectedValue(outage)
})

describe('a public read during a database outage', () => {
  it('is not "no such post" (a 404 the route cache would keep): it throws', async () => {
    await expect(getPostKind('night-shifts-to-open-roads')).rejects.toBeInstanceOf(ContentUnavailableError)
    await expect(getPostBySlug('night-shifts-to-open-roads')).rejects.toMatchObject({
      name: 'ContentUnavailableError',
      resource: 'post:night-shifts-to-open-roads',
      cause: outage,
    })
  })

  it('is not an empty list or a missing page: it throws', async () => {
    await expect(getStoriesPage({ page: 1, perPage: 12 })).rejects.toBeInstanceOf(ContentUnavailableError)
    await expect(getHomeStories()).rejects.toBeInstanceOf(ContentUnavailableError)
    await expect(getVanlifePage()).rejects.toBeInstanceOf(ContentUnavailableError)
  })

  it('still tells a missing slug from a failure: no post is null', async () => {
    payload.count.mockResolvedValue({ totalDocs: 0 })
    await expect(getPostKind('no-such-post')).resolves.toBeNull()
    await expect(getPostBySlug('no-such-post')).resolves.toBeNull()
  })
})
