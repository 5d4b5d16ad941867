import { describe, expect, it } from 'vitest'

import { UK, USA } from '../../../../tests/fixtures/cost-data'
import { calculate, centsPerGallon, MAINTENANCE_PER_MONTH } from './formulas'
import { rawInputsSchema, type RawInputs } from './raw-inputs'
import { formatMoney } from './money'
import { currencyFor } from './regions'
import { summarySections } from './sections'

const run = (region: 'usa' | 'uk', inputs: RawInputs, prices = {}) =>
  calculate(region, region === 'usa' ? USA : UK, rawInputsSchema.parse(inputs), prices)

describe('a month in the USA, worked by hand', () => {
  const { breakdown, fuel } = run(
    'usa',
    {
      campsiteCost: '30',
      campsiteNights: '12',
      apps: ['iOverlander', 'The Dyrt PRO', 'Harvest Hosts Unlimited', 'Not an app we list'],
      parkingCost: '10',
      parkingDays: '5',
      storageCost: '0',
      fuelType: 'gasoline',
      mpg: '15',
      miles: '1200',
      vanType: 'premium',
      insurance: '100',
      registration: '120',
      propane: ['cooking', 'fridge'],
      tank: '11lb',
      cellular: '80',
      wifi: 'Starlink Roam 50GB',
      hookupNights: '4',
      laundryLoads: '4',
      gym: true,
      gymCost: '25',
      groceriesWeekly: '80',
      groceryWeeks: '4',
      coffeeVisits: '3',
      coffeePrice: '4.5',
      takeoutMeals: '2',
      takeoutPrice: '15',
      restaurantMeals: '1',
      restaurantPrice: '30',
      specialty: '60',
      healthInsurance: '400',
      pharmacy: '75',
      travelMedical: '85',
      visas: [{ name: 'National park pass', cost: '6.67' }],
      contingency: '10',
    },
    { gasoline: { price: 3.5, unit: 'gallon' } },
  )

  it('1 accommodation: 30 × 12 nights, apps (59.99 + 99.99) / 12, parking 10 × 5 days', () => {
    expect(breakdown.accommodation).toEqual({
      campsiteCost: 36000,
      appsCost: 1333,
      parkingCost: 5000,
      storageCost: 0,
      totalCost: 42333,
    })
  })

  it('2 transportation: 1200 mi / 15 MPG × $3.50 (live), 7.5 gal propane × $3, premium van, 100 + 120 / 12', () => {
    expect(breakdown.transportation).toEqual({
      fuelCost: 28000,
      propaneCost: 2250,
      maintenanceCost: 15000,
      insuranceRegistrationCost: 11000,
      totalCost: 56250,
    })
    expect(fuel.propaneGallons).toBeCloseTo(7.5)
    expect(fuel.refillsPerMonth).toBeCloseTo(7.5 / 2.6)
  })

  it('3 utilities: Starlink at its monthly price, 4 hookup nights × $40, 4 loads × $6, gym on', () => {
    expect(breakdown.utilities).toEqual({
      cellularDataCost: 8000,
      wifiCost: 5000,
      powerCost: 16000,
      laundryCost: 2400,
      gymMembershipCost: 2500,
      totalCost: 33900,
    })
  })

  it('4 food: 80 × 4 weeks, coffee 3 × 4.50 × 4, takeout 2 × 15 × 4, restaurants 1 × 30 × 4', () => {
    expect(breakdown.food).toEqual({
      groceriesCost: 32000,
      coffeeCost: 5400,
      takeoutCost: 12000,
      restaurantCost: 12000,
      specialtyCost: 6000,
      totalCost: 67400,
    })
  })

  it('5 health and 6 misc: premiums as entered, a visa line, 10% contingency of the subtotal', () => {
    expect(breakdown.health).toEqual({
      healthInsuranceCost: 40000,
      pharmacyCost: 7500,
      travelInsuranceCost: 8500,
      totalCost: 56000,
    })
    expect(breakdown.subtotalCost).toBe(42333 + 56250 + 33900 + 67400 + 56000 + 667)
    expect(breakdown.misc).toEqual({
      visaPermitCosts: [{ name: 'National park pass', cost: 667 }],
      contingencyPercentage: 10,
      contingencyCost: 25655,
      totalCost: 667 + 25655,
    })
  })

  it('totals: monthly = subtotal + contingency, yearly = 12 months, the Starlink hardware once-off', () => {
    expect(breakdown.totalMonthlyCost).toBe(282205)
    expect(breakdown.totalYearlyCost).toBe(3386460)
    expect(breakdown.onceOff).toEqual({ items: [{ name: 'Starlink Roam 50GB hardware', cost: 34900 }], total: 34900 })
    const { symbol } = currencyFor('usa')
    expect(formatMoney(breakdown.totalMonthlyCost, symbol)).toBe('$2,822.05')
    expect(formatMoney(breakdown.totalYearlyCost, symbol)).toBe('$33,864.60')
  })

  it('the six sections, numbered 1 to 6, add up to the monthly total', () => {
    const sections = summarySections(breakdown)
    expect(sections.map(({ number, title }) => `${number} ${title}`)).toEqual([
      '1 Accommodation & Overnight Fees',
      '2 Fuel & Transportation',
      '3 Utilities & Connectivity',
      '4 Food & Groceries',
      '5 Health & Insurance',
      '6 Miscellaneous & Contingency',
    ])
    expect(sections.reduce((sum, { total }) => sum + total, 0)).toBe(breakdown.totalMonthlyCost)
    for (const section of sections) {
      expect(section.rows.reduce((sum, { cost }) => sum + cost, 0)).toBe(section.total)
    }
  })
})

describe('a month in the UK, worked by hand', () => {
  const { breakdown, fuel, inputs } = run('uk', {
    campsiteCost: '20',
    campsiteNights: '10',
    apps: ['park4night Premium'],
    fuelType: 'diesel',
    mpg: '30',
    miles: '800',
    propane: ['heating'],
    wifi: '4G/5G router with unlimited SIM',
    spreadSetup: true,
    contingency: '15',
  })

  it('takes the defaults for what was not entered: 6kg tank, basic van, averages, 4 weeks', () => {
    expect(inputs.tank?.name).toBe('6kg')
    expect(inputs.vanType).toBe('basic')
    expect(inputs.numbers.groceryWeeks.value).toBe(4)
    expect(inputs.numbers.insurance.value).toBe(40)
    expect(inputs.numbers.wifiCost.value).toBe(25)
  })

  it('1 accommodation: 20 × 10 nights, £10 a year of apps, no parking', () => {
    expect(breakdown.accommodation).toEqual({
      campsiteCost: 20000,
      appsCost: 83,
      parkingCost: 0,
      storageCost: 0,
      totalCost: 20083,
    })
  })

  it('2 transportation: diesel £1.55/l in imperial gallons (4.54609 l), 11.3 kg propane × £2.50', () => {
    expect(fuel.pricePerGallon).toBeCloseTo(155 * 4.54609)
    expect(breakdown.transportation).toEqual({
      fuelCost: 18791,
      propaneCost: 2825,
      maintenanceCost: MAINTENANCE_PER_MONTH.basic,
      insuranceRegistrationCost: 4000 + 457,
      totalCost: 18791 + 2825 + 8000 + 4457,
    })
    // SPEC §9: kg → gallons by 0.51 for the tank: 11.3 kg ≈ 5.76 gal ≈ 1.9 refills of a 6kg (3.04 gal) tank.
    expect(fuel.propaneGallons).toBeCloseTo(11.3 * 0.51)
    expect(fuel.refillsPerMonth).toBeCloseTo((11.3 * 0.51) / 3.04)
  })

  it('3 utilities: the router setup (£200) spread over 24 months, nothing once-off', () => {
    expect(breakdown.utilities.wifiCost).toBe(2500 + 833)
    expect(breakdown.utilities.totalCost).toBe(2000 + 3333 + 0 + 2000 + 0)
    expect(breakdown.onceOff).toEqual({ items: [], total: 0 })
  })

  it('4 food, 5 health and the totals in pounds', () => {
    expect(breakdown.food.totalCost).toBe(28000 + 5440 + 10000 + 10600 + 4500)
    expect(breakdown.health.totalCost).toBe(13500)
    expect(breakdown.subtotalCost).toBe(133529)
    expect(breakdown.contingencyCost).toBe(20029)
    expect(breakdown.totalMonthlyCost).toBe(153558)
    expect(formatMoney(breakdown.totalMonthlyCost, currencyFor('uk').symbol)).toBe('£1,535.58')
    expect(formatMoney(breakdown.totalYearlyCost, currencyFor('uk').symbol)).toBe('£18,426.96')
  })
})

describe('the formulas at their edges', () => {
  it('counts text that is not a number as 0, and says so', () => {
    const { breakdown, inputs } = run('usa', { campsiteCost: 'thirty', campsiteNights: '10' })
    expect(breakdown.accommodation.campsiteCost).toBe(0)
    expect(inputs.numbers.campsiteCost.note).toEqual({ kind: 'not-a-number', counted: 0 })
    // A range that starts above 0 counts its minimum: weeks of groceries are 1 to 5.
    expect(run('usa', { groceryWeeks: 'four' }).inputs.numbers.groceryWeeks).toEqual({
      value: 1,
      note: { kind: 'not-a-number', counted: 1 },
    })
  })

  it('clamps out-of-range values with a note instead of silently: nights 45 → 30, campsite 80 → 50', () => {
    const { breakdown, inputs } = run('usa', { campsiteCost: '80', campsiteNights: '45' })
    expect(inputs.numbers.campsiteNights).toEqual({ value: 30, note: { kind: 'above-max', limit: 30 } })
    expect(inputs.numbers.campsiteCost).toEqual({ value: 50, note: { kind: 'above-max', limit: 50 } })
    expect(breakdown.accommodation.campsiteCost).toBe(150000)
  })

  it('never lets a premium go below 0', () => {
    const { breakdown, inputs } = run('usa', { healthInsurance: '-250', pharmacy: '', travelMedical: '0' })
    expect(inputs.numbers.healthInsurance.note).toEqual({ kind: 'below-min', limit: 0 })
    expect(breakdown.health.totalCost).toBe(0)
  })

  it('gives no fuel cost at 0 MPG instead of dividing by zero', () => {
    expect(run('usa', { mpg: '0', miles: '1000' }).breakdown.transportation.fuelCost).toBe(0)
  })

  it('uses the regional average when there is no fuel price, and the diesel one for diesel', () => {
    expect(run('usa', { mpg: '20', miles: '1000' }).breakdown.transportation.fuelCost).toBe(18750)
    expect(run('usa', { mpg: '20', miles: '1000', fuelType: 'diesel' }).breakdown.transportation.fuelCost).toBe(21250)
    expect(centsPerGallon('usa', { price: 1, unit: 'liter' })).toBeCloseTo(378.5411784)
  })

  it('counts the gym only when it is on', () => {
    expect(run('usa', { gymCost: '40' }).breakdown.utilities.gymMembershipCost).toBe(0)
    expect(run('usa', { gym: true, gymCost: '40' }).breakdown.utilities.gymMembershipCost).toBe(4000)
  })

  it('lists no Starlink hardware when its monthly cost is 0, or when the setup is spread', () => {
    expect(run('usa', { wifi: 'Starlink Roam 50GB', wifiCost: '0' }).breakdown.onceOff.total).toBe(0)
    const spread = run('usa', { wifi: 'Starlink Roam 50GB', spreadSetup: true }).breakdown
    expect(spread.onceOff.total).toBe(0)
    expect(spread.utilities.wifiCost).toBe(5000 + 1454)
  })

  it('takes contingency from 0 to 30 percent of the subtotal', () => {
    const none = run('usa', { contingency: '0' }).breakdown
    expect(none.totalMonthlyCost).toBe(none.subtotalCost)
    const capped = run('usa', { contingency: '50' })
    expect(capped.inputs.numbers.contingency.value).toBe(30)
    expect(capped.breakdown.contingencyCost).toBe(Math.round(capped.breakdown.subtotalCost * 0.3))
  })

  it('drops choices the region does not offer, and reads an empty propane list as none', () => {
    const { inputs, breakdown } = run('uk', { tank: '20lb', wifi: 'Starlink Roam Unlimited', propane: [] })
    expect(inputs.tank?.name).toBe('6kg')
    expect(inputs.wifi).toBeNull()
    expect(breakdown.transportation.propaneCost).toBe(0)
  })

  it('formats money with the symbol first, two decimals and thousands separated', () => {
    expect(formatMoney(0, '$')).toBe('$0.00')
    expect(formatMoney(123456789, '€')).toBe('€1,234,567.89')
    expect(formatMoney(5, '£')).toBe('£0.05')
  })
})
