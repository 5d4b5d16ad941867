import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/logger', () => ({ logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } }))
vi.mock('@/integrations/redis', () => ({ siteChannel: () => null }))

import { type FuelPriceChange, onFuelPriceChange, publishFuelPriceChange } from './changes'

describe('fuel price changes without Redis', () => {
  it('reach every listener of the process at once, even when one throws', () => {
    const heard: FuelPriceChange[] = []
    const stopThrowing = onFuelPriceChange(() => {
      throw new Error('listener bug')
    })
    const stop = onFuelPriceChange((change) => heard.push(change))
    const change: FuelPriceChange = { kind: 'deleted', id: '7', at: '2026-11-16T00:00:00.000Z' }
    publishFuelPriceChange(change)
    expect(heard).toEqual([change])
    stop()
    stopThrowing()
    publishFuelPriceChange(change)
    expect(heard).toHaveLength(1)
  })
})
