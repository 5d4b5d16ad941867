import { describe, expect, it } from 'vitest'

import { fuelPricesSchedule } from './refreshFuelPrices'

describe('fuelPricesSchedule', () => {
  it('schedules nothing when the cron is off', () => {
    expect(fuelPricesSchedule('off')).toEqual([])
  })

  it('schedules the task on the default queue', () => {
    expect(fuelPricesSchedule('0 */6 * * *')).toEqual([{ cron: '0 */6 * * *', queue: 'default' }])
  })
})
