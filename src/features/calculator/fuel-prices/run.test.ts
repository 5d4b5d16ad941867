import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/env', () => ({ env: {} }))
vi.mock('@/lib/logger', () => ({ logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } }))

import { DEFAULT_UK_FEEDS } from '@/integrations/fuel-prices'

import { ukFeedList } from './run'

describe('ukFeedList', () => {
  it('is the CMA scheme list when unset, none when off, else the URLs given', () => {
    expect(ukFeedList(undefined)).toEqual(DEFAULT_UK_FEEDS)
    expect(ukFeedList(undefined).length).toBeGreaterThan(10)
    expect(ukFeedList('off')).toEqual([])
    expect(ukFeedList('https://a.example/x.json , https://b.example/y.json')).toEqual([
      'https://a.example/x.json',
      'https://b.example/y.json',
    ])
  })
})
