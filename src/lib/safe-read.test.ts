import { beforeEach, describe, expect, it, vi } from 'vitest'

const env = vi.hoisted(() => ({ isBuildPhase: false }))
const logger = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock('@/lib/env', () => ({ env }))
vi.mock('@/lib/logger', () => ({ logger }))

import { ContentUnavailableError, readOr } from './safe-read'

beforeEach(() => {
  env.isBuildPhase = false
  logger.error.mockClear()
})

describe('readOr', () => {
  it('gives what the read gives', async () => {
    await expect(readOr('stories-page', async () => ['a story'], [])).resolves.toEqual(['a story'])
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('throws a failed read as ContentUnavailableError (never its fallback, which a page would cache), logged', async () => {
    const cause = new Error('Connection terminated unexpectedly')
    const failed = readOr('home-stories', () => Promise.reject(cause), ['the fallback'])
    await expect(failed).rejects.toBeInstanceOf(ContentUnavailableError)
    await expect(failed).rejects.toMatchObject({
      resource: 'home-stories',
      cause,
      message: 'Could not read home-stories',
    })
    expect(logger.error).toHaveBeenCalledWith(
      { event: 'content_fetch_failed', resource: 'home-stories', err: cause },
      'Could not read home-stories',
    )
  })

  it('reads nothing while `next build` prerenders: the page gets its fallback', async () => {
    env.isBuildPhase = true
    const read = vi.fn(async () => ['a story'])
    await expect(readOr('stories-page', read, [])).resolves.toEqual([])
    expect(read).not.toHaveBeenCalled()
  })
})
