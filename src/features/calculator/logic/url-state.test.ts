import { createLoader } from 'nuqs/server'
import { describe, expect, it } from 'vitest'

import { rawInputsSchema } from './raw-inputs'
import { calculatorHref, calculatorParsers, rawInputsFromState } from './url-state'

const load = createLoader(calculatorParsers)

describe('the calculator in the address', () => {
  it('restores the region and every kind of input from the link it wrote', () => {
    const inputs = rawInputsSchema.parse({
      campsiteCost: '30',
      miles: '1,200',
      apps: ['The Dyrt PRO', 'iOverlander'],
      fuelType: 'diesel',
      vanType: 'older',
      tank: '11lb',
      propane: [],
      wifi: 'Starlink Roam 50GB',
      spreadSetup: true,
      gym: false,
      visas: [{ name: 'Schengen & more', cost: '12.5' }],
    })
    const href = calculatorHref('https://example.test/vanlife-cost-calculator', 'usa', inputs)
    const url = new URL(href)
    expect(url.pathname).toBe('/vanlife-cost-calculator')
    const state = load(url.searchParams)
    expect(state.region).toBe('usa')
    expect(rawInputsSchema.parse(rawInputsFromState(state))).toEqual(inputs)
  })

  it('leaves out what was not entered, so it takes its default', () => {
    const href = calculatorHref('/vanlife-cost-calculator', 'uk', {})
    expect(href).toBe('/vanlife-cost-calculator?region=uk')
    expect(rawInputsFromState(load(new URL(href, 'http://x').searchParams))).toEqual({})
  })

  it('cuts what a hand-made link holds to what the formulas and the endpoint take', () => {
    const long = '9'.repeat(500)
    const state = load(new URLSearchParams({ miles: long, wifi: 'w'.repeat(200), apps: Array(30).fill('a').join(',') }))
    const raw = rawInputsFromState(state)
    expect(() => rawInputsSchema.parse(raw)).not.toThrow()
    expect(raw.miles).toHaveLength(40)
    expect(raw.apps).toHaveLength(20)
  })

  it('drops a value it cannot read instead of failing the page', () => {
    const state = load(new URLSearchParams('region=mars&fuelType=coal&visas=%7Bbroken&miles=abc'))
    expect(state.region).toBeNull()
    expect(state.fuelType).toBeNull()
    expect(state.visas).toBeNull()
    expect(state.miles).toBe('abc')
  })
})
