import { describe, expect, it } from 'vitest'

import {
  centsToUnits,
  describeFuelPrice,
  firstNameOf,
  FUEL_PRICE_USED_LABELS,
  fuelPriceUsedLabel,
  regionInSentence,
} from './summary'

describe('the fuel price a summary used', () => {
  it('is labelled live only for US and UK live prices (SPEC §9)', () => {
    expect(fuelPriceUsedLabel('usa', 'live')).toBe(FUEL_PRICE_USED_LABELS.usaLive)
    expect(fuelPriceUsedLabel('uk', 'live')).toBe(FUEL_PRICE_USED_LABELS.ukLive)
    expect(fuelPriceUsedLabel('europe', 'live')).toBe(FUEL_PRICE_USED_LABELS.estimate)
    expect(fuelPriceUsedLabel('usa', 'estimate')).toBe(FUEL_PRICE_USED_LABELS.estimate)
    expect(fuelPriceUsedLabel('uk', 'average')).toBe(FUEL_PRICE_USED_LABELS.average)
  })

  it('is written with its unit, as the page writes it', () => {
    const used = { fuelType: 'gasoline', price: 3.759, unit: 'gallon', source: 'live', label: '' } as const
    expect(describeFuelPrice(used, '$')).toBe('$3.76 per gallon of gasoline')
    expect(describeFuelPrice({ ...used, fuelType: 'diesel', price: 1.5, unit: 'liter' }, '£')).toBe(
      '£1.50 per litre of diesel',
    )
  })
})

describe('the stored amounts and the wording', () => {
  it('turns whole cents into currency units', () => {
    expect(centsToUnits(123456)).toBe(1234.56)
    expect(centsToUnits(0)).toBe(0)
    expect(centsToUnits(5)).toBe(0.05)
  })

  it('greets by the first word of the name', () => {
    expect(firstNameOf('  Maya   Lopez ')).toBe('Maya')
    expect(firstNameOf('Cher')).toBe('Cher')
  })

  it('names a region in a sentence', () => {
    expect(regionInSentence('usa')).toBe('the USA')
    expect(regionInSentence('uk')).toBe('the UK')
    expect(regionInSentence('europe')).toBe('Europe')
  })
})
