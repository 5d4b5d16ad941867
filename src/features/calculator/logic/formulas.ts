/**
 * The calculator's formulas (SPEC §9 "Calculator"), in one pure module: the page runs it as the
 * visitor types, and the summary endpoint runs it again on the inputs it was sent (a browser's
 * totals are never stored or mailed). Every amount is integer cents; each line is rounded once.
 */
import { type ParsedRawInputs, type ResolvedInputs, resolveInputs, type VanType, isStarlink } from './inputs'
import { type Cents, roundCents, sumCents, toCents } from './money'
import { GALLONS_PER_LITRE, litresPerGallon, PROPANE_KG_TO_GALLONS, type RegionData, type RegionKey } from './regions'

/** SPEC §9: maintenance per month by van type. */
export const MAINTENANCE_PER_MONTH: Record<VanType, Cents> = { basic: 8000, premium: 15000, older: 20000 }

/** SPEC §9: WiFi setup cost is spread over 24 months when included. */
export const WIFI_SETUP_MONTHS = 24

/** SPEC §9: coffee, takeout and restaurant counts are per week; a month counts 4 weeks. */
export const WEEKS_PER_MONTH = 4

/** A fuel price as the page knows it: live from the fuel-prices collection or the regional average. */
export type FuelPrice = { price: number; unit: 'gallon' | 'liter' }
export type FuelPrices = Partial<Record<'gasoline' | 'diesel', FuelPrice>>

export type NamedCost = { name: string; cost: Cents }

/** SPEC §3 "Cost summary", plus restaurants and pharmacy, which the original folded away. */
export type CostBreakdown = {
  accommodation: { campsiteCost: Cents; appsCost: Cents; parkingCost: Cents; storageCost: Cents; totalCost: Cents }
  transportation: {
    fuelCost: Cents
    propaneCost: Cents
    maintenanceCost: Cents
    insuranceRegistrationCost: Cents
    totalCost: Cents
  }
  utilities: {
    cellularDataCost: Cents
    wifiCost: Cents
    powerCost: Cents
    laundryCost: Cents
    gymMembershipCost: Cents
    totalCost: Cents
  }
  food: {
    groceriesCost: Cents
    coffeeCost: Cents
    takeoutCost: Cents
    restaurantCost: Cents
    specialtyCost: Cents
    totalCost: Cents
  }
  health: { healthInsuranceCost: Cents; pharmacyCost: Cents; travelInsuranceCost: Cents; totalCost: Cents }
  misc: {
    visaPermitCosts: NamedCost[]
    contingencyPercentage: number
    contingencyCost: Cents
    /** Visas and permits plus the contingency. */
    totalCost: Cents
  }
  /** Accommodation, transportation, utilities, food, health, and visas and permits. */
  subtotalCost: Cents
  contingencyCost: Cents
  totalMonthlyCost: Cents
  totalYearlyCost: Cents
  onceOff: { items: NamedCost[]; total: Cents }
}

/** What the fuel section shows beside the totals. */
export type FuelFacts = {
  /** Price per gallon of the chosen fuel, in cents (fractional: it is a rate). */
  pricePerGallon: number
  /** Monthly propane use in US gallons, and how many refills of the chosen tank that is. */
  propaneGallons: number
  refillsPerMonth: number
}

export type Calculation = { inputs: ResolvedInputs; breakdown: CostBreakdown; fuel: FuelFacts }

/** The price of the chosen fuel: the fuel-prices record when there is one, else the regional average. */
export function fuelPriceFor(data: RegionData, fuelType: 'gasoline' | 'diesel', prices: FuelPrices): FuelPrice {
  return (
    prices[fuelType] ?? {
      price: fuelType === 'diesel' ? data.fuel.dieselAvg : data.fuel.gasolineAvg,
      unit: data.fuel.fuelUnit,
    }
  )
}

/** A fuel price per gallon of the region's MPG (US or imperial), in fractional cents. */
export function centsPerGallon(region: RegionKey, { price, unit }: FuelPrice): number {
  return price * 100 * (unit === 'liter' ? litresPerGallon(region) : 1)
}

/** Propane use in US gallons, from the unit the region prices it in (SPEC §9: kg × 0.51). */
export function propaneGallons(amount: number, unit: RegionData['fuel']['propaneUnit']): number {
  if (unit === 'kg') return amount * PROPANE_KG_TO_GALLONS
  if (unit === 'liter') return amount * GALLONS_PER_LITRE
  return amount
}

const total = <T extends Record<string, unknown>>(lines: T): T & { totalCost: Cents } => ({
  ...lines,
  totalCost: sumCents(Object.values(lines).filter((value): value is number => typeof value === 'number')),
})

/** Runs every formula on what the visitor entered, for one region. */
export function calculate(
  region: RegionKey,
  data: RegionData,
  raw: ParsedRawInputs,
  prices: FuelPrices = {},
): Calculation {
  const inputs = resolveInputs(data, raw)
  const n = Object.fromEntries(Object.entries(inputs.numbers).map(([key, read]) => [key, read.value])) as Record<
    keyof ResolvedInputs['numbers'],
    number
  >
  const money = (amount: number) => toCents(amount)

  const accommodation = total({
    campsiteCost: roundCents(money(n.campsiteCost) * n.campsiteNights),
    appsCost: roundCents(sumCents(inputs.apps.map((app) => money(app.cost))) / 12),
    parkingCost: roundCents(money(n.parkingCost) * n.parkingDays),
    storageCost: money(n.storageCost),
  })

  const pricePerGallon = centsPerGallon(region, fuelPriceFor(data, inputs.fuelType, prices))
  const propaneUse = data.fuel.propaneUse
  const propaneAmount = propaneUse ? inputs.propane.reduce((sum, use) => sum + propaneUse[use], 0) : 0
  const gallons = propaneGallons(propaneAmount, data.fuel.propaneUnit)
  const transportation = total({
    fuelCost: n.mpg > 0 ? roundCents((n.miles * pricePerGallon) / n.mpg) : 0,
    propaneCost: roundCents(propaneAmount * data.fuel.propanePrice * 100),
    maintenanceCost: MAINTENANCE_PER_MONTH[inputs.vanType],
    insuranceRegistrationCost: money(n.insurance) + roundCents(money(n.registration) / 12),
  })

  const wifiMonthly = money(n.wifiCost)
  const setup = inputs.wifi ? money(inputs.wifi.setupCost) : 0
  const utilities = total({
    cellularDataCost: money(n.cellular),
    wifiCost: wifiMonthly + (inputs.wifi && inputs.spreadSetup ? roundCents(setup / WIFI_SETUP_MONTHS) : 0),
    powerCost: roundCents(money(data.utilities.powerHookups.campgroundAvg) * n.hookupNights),
    laundryCost: roundCents(money(data.utilities.laundry.costPerLoad) * n.laundryLoads),
    gymMembershipCost: inputs.gym ? money(n.gymCost) : 0,
  })

  const perWeek = (count: number, price: number) => roundCents(count * money(price) * WEEKS_PER_MONTH)
  const food = total({
    groceriesCost: roundCents(money(n.groceriesWeekly) * n.groceryWeeks),
    coffeeCost: perWeek(n.coffeeVisits, n.coffeePrice),
    takeoutCost: perWeek(n.takeoutMeals, n.takeoutPrice),
    restaurantCost: perWeek(n.restaurantMeals, n.restaurantPrice),
    specialtyCost: money(n.specialty),
  })

  const health = total({
    healthInsuranceCost: Math.max(0, money(n.healthInsurance)),
    pharmacyCost: Math.max(0, money(n.pharmacy)),
    travelInsuranceCost: Math.max(0, money(n.travelMedical)),
  })

  const visaPermitCosts = inputs.visas.map((visa) => ({
    name: visa.name || 'Visa or permit',
    cost: Math.max(0, money(visa.cost.value)),
  }))
  const visas = sumCents(visaPermitCosts.map(({ cost }) => cost))

  const subtotalCost =
    accommodation.totalCost + transportation.totalCost + utilities.totalCost + food.totalCost + health.totalCost + visas
  const contingencyPercentage = n.contingency
  const contingencyCost = roundCents((subtotalCost * contingencyPercentage) / 100)
  const totalMonthlyCost = subtotalCost + contingencyCost

  const onceOffItems: NamedCost[] =
    isStarlink(inputs.wifi) && wifiMonthly > 0 && !inputs.spreadSetup && setup > 0
      ? [{ name: `${inputs.wifi?.name} hardware`, cost: setup }]
      : []

  const tankGallons = inputs.tank?.gallons ?? 0
  return {
    inputs,
    breakdown: {
      accommodation,
      transportation,
      utilities,
      food,
      health,
      misc: { visaPermitCosts, contingencyPercentage, contingencyCost, totalCost: visas + contingencyCost },
      subtotalCost,
      contingencyCost,
      totalMonthlyCost,
      totalYearlyCost: totalMonthlyCost * 12,
      onceOff: { items: onceOffItems, total: sumCents(onceOffItems.map(({ cost }) => cost)) },
    },
    fuel: {
      pricePerGallon,
      propaneGallons: gallons,
      refillsPerMonth: tankGallons > 0 ? gallons / tankGallons : 0,
    },
  }
}
