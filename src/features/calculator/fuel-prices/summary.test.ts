import { describe, expect, it } from 'vitest'

import type { RefreshOutcome } from './refresh'
import { describeRefresh } from './summary'

const empty: RefreshOutcome = { updated: [], unchanged: [], failures: [], skipped: [] }

describe('describeRefresh', () => {
  it('lists the prices it updated', () => {
    expect(
      describeRefresh({
        ...empty,
        updated: [
          { region: 'usa', fuelType: 'gasoline', price: 3.071, unit: 'gallon', lastUpdated: '', previous: null },
          { region: 'uk', fuelType: 'diesel', price: 1.52, unit: 'liter', lastUpdated: '', previous: null },
        ],
        unchanged: [{ region: 'usa', fuelType: 'diesel' }],
      }),
    ).toBe('Updated 2 prices: US gasoline 3.071 per gallon, UK diesel 1.52 per liter. 1 price was already current.')
  })

  it('names the sources that failed and what was skipped', () => {
    expect(
      describeRefresh({
        ...empty,
        failures: [
          { source: 'eia', reason: 'http', detail: 'answered 500' },
          { source: 'uk-feeds', reason: 'no-prices', detail: '…' },
          { source: 'uk-feeds', reason: 'no-prices', detail: '…' },
        ],
        skipped: [{ region: 'usa', reason: 'EIA_API_KEY is not set' }],
      }),
    ).toBe(
      'No price changed. 2 sources failed (eia, uk-feeds); their prices were left as they were. US prices skipped: EIA_API_KEY is not set.',
    )
  })
})
