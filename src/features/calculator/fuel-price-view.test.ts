import { describe, expect, it } from 'vitest'

import {
  currentFuelPrices,
  findFuelPrice,
  fuelPriceLabel,
  type FuelPriceView,
  readFuelPriceView,
  toFuelPriceView,
} from './fuel-price-view'
import { fuelPriceViewSchema } from './fuel-price-view-schema'

const view = (overrides: Partial<FuelPriceView> = {}): FuelPriceView => ({
  region: 'usa',
  fuelType: 'gasoline',
  price: 3.75,
  unit: 'gallon',
  source: 'estimate',
  lastUpdated: '2026-11-16T00:00:00.000Z',
  ...overrides,
})

describe('fuelPriceLabel', () => {
  it('says where a live US or UK price comes from', () => {
    expect(fuelPriceLabel({ region: 'usa', source: 'live' })).toBe('live from the US energy agency')
    expect(fuelPriceLabel({ region: 'uk', source: 'live' })).toBe('live from UK retailers')
  })

  it('calls everything else a regional estimate', () => {
    expect(fuelPriceLabel({ region: 'usa', source: 'estimate' })).toBe('regional estimate')
    expect(fuelPriceLabel({ region: 'uk', source: 'estimate' })).toBe('regional estimate')
    expect(fuelPriceLabel({ region: 'canada', source: 'live' })).toBe('regional estimate')
    expect(fuelPriceLabel({ region: 'europe', source: 'estimate' })).toBe('regional estimate')
  })
})

describe('toFuelPriceView', () => {
  it('keeps the fields a page shows, the date as ISO 8601', () => {
    expect(
      toFuelPriceView({
        region: 'uk',
        fuelType: 'diesel',
        price: 1.55,
        unit: 'liter',
        source: 'live',
        lastUpdated: '2026-11-16T09:30:00.000Z',
      }),
    ).toEqual({
      region: 'uk',
      fuelType: 'diesel',
      price: 1.55,
      unit: 'liter',
      source: 'live',
      lastUpdated: '2026-11-16T09:30:00.000Z',
    })
  })
})

describe('currentFuelPrices', () => {
  it('keeps the newest price of each region and fuel, newest first', () => {
    const oldUsa = view({ price: 3.5, lastUpdated: '2026-11-01T00:00:00.000Z' })
    const newUsa = view({ price: 3.1, source: 'live', lastUpdated: '2026-11-16T00:00:00.000Z' })
    const ukDiesel = view({
      region: 'uk',
      fuelType: 'diesel',
      unit: 'liter',
      price: 1.5,
      lastUpdated: '2026-11-10T00:00:00.000Z',
    })
    expect(currentFuelPrices([oldUsa, ukDiesel, newUsa])).toEqual([newUsa, ukDiesel])
  })

  it('finds one region and fuel', () => {
    const prices = [view(), view({ fuelType: 'diesel', price: 4.25 })]
    expect(findFuelPrice(prices, 'usa', 'diesel')?.price).toBe(4.25)
    expect(findFuelPrice(prices, 'uk', 'diesel')).toBeUndefined()
  })
})

describe('fuelPriceViewSchema', () => {
  it('accepts a view and refuses a malformed one', () => {
    expect(fuelPriceViewSchema.safeParse(view()).success).toBe(true)
    for (const bad of [
      { ...view(), price: -1 },
      { ...view(), price: '3.75' },
      { ...view(), region: 'mars' },
      { ...view(), source: 'guess' },
      { ...view(), lastUpdated: '' },
    ]) {
      expect(fuelPriceViewSchema.safeParse(bad).success).toBe(false)
    }
  })
})

describe('readFuelPriceView (the live stream, checked by hand in the browser)', () => {
  it('gives the view back, and null for anything that is not one', () => {
    expect(readFuelPriceView(view())).toEqual(view())
    expect(readFuelPriceView({ ...view(), extra: 1 })).toEqual(view())
    for (const bad of [
      null,
      'usa',
      { ...view(), region: 'mars' },
      { ...view(), fuelType: 'coal' },
      { ...view(), price: -1 },
      { ...view(), price: '3.75' },
      { ...view(), price: Number.POSITIVE_INFINITY },
      { ...view(), unit: 'barrel' },
      { ...view(), source: 'guess' },
      { ...view(), lastUpdated: '' },
    ]) {
      expect(readFuelPriceView(bad), JSON.stringify(bad)).toBeNull()
    }
    // The same as the server's zod check says.
    expect(fuelPriceViewSchema.safeParse(view()).success).toBe(true)
  })
})
