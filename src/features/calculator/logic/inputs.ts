/**
 * The calculator's inputs (SPEC §5 "Calculator inputs", §9 "Calculator"): what a visitor can
 * enter, as text exactly as typed (the page's address holds the same), and how each is read:
 * a missing value takes its default, text that is not a number counts as 0, and a number outside
 * its range is clamped with a note the page shows next to the field (never silently).
 * Pure and browser-safe (no zod: the page loads this module first); the server reads a sent
 * summary's inputs with the same functions, after ./raw-inputs.ts has checked them.
 */
import type { RegionData } from './regions'

export const NUMBER_INPUT_KEYS = [
  'campsiteCost',
  'campsiteNights',
  'parkingCost',
  'parkingDays',
  'storageCost',
  'mpg',
  'miles',
  'insurance',
  'registration',
  'cellular',
  'wifiCost',
  'hookupNights',
  'laundryLoads',
  'gymCost',
  'groceriesWeekly',
  'groceryWeeks',
  'coffeeVisits',
  'coffeePrice',
  'takeoutMeals',
  'takeoutPrice',
  'restaurantMeals',
  'restaurantPrice',
  'specialty',
  'healthInsurance',
  'pharmacy',
  'travelMedical',
  'contingency',
] as const
export type NumberInputKey = (typeof NUMBER_INPUT_KEYS)[number]

export const FUEL_TYPES = ['gasoline', 'diesel'] as const
export type FuelType = (typeof FUEL_TYPES)[number]

export const VAN_TYPES = ['basic', 'premium', 'older'] as const
export type VanType = (typeof VAN_TYPES)[number]

export const PROPANE_USES = ['cooking', 'heating', 'fridge'] as const
export type PropaneUse = (typeof PROPANE_USES)[number]

/** How many visa and permit lines one summary may hold. */
export const MAX_VISAS = 20

/**
 * Everything a visitor entered, as the page's address holds it and the summary endpoint receives
 * it (./raw-inputs.ts checks a request against this): numbers as typed, choices by name. Absent
 * means "the default".
 */
export type ParsedRawInputs = Partial<Record<NumberInputKey, string>> & {
  apps?: string[]
  fuelType?: FuelType
  vanType?: VanType
  tank?: string
  propane?: PropaneUse[]
  wifi?: string
  spreadSetup?: boolean
  gym?: boolean
  visas?: { name: string; cost: string }[]
}

/** What a request may send before the schema reads it (./raw-inputs.ts). */
export type { RawInputs } from './raw-inputs'

export type NumberInputKind = 'money' | 'count' | 'percent'

export type NumberInputDef = {
  key: NumberInputKey
  label: string
  /** What the number counts, shown after the field ("per night", "nights a month", "MPG", "%"). */
  unit: string
  kind: NumberInputKind
  min: number
  max: number
  step: number
  defaultValue: number
}

const half = (min: number, max: number) => Math.round(((min + max) / 2) * 2) / 2

type DefSpec = Omit<NumberInputDef, 'key'>

/** Every number input of one region (ranges from SPEC §5, defaults from the region's data). */
export function numberInputDefs(
  data: RegionData,
  wifi: WifiOption | null = null,
): Record<NumberInputKey, NumberInputDef> {
  const { accommodation, fuel, utilities, food, health } = data
  const money = (label: string, unit: string, max: number, defaultValue: number, step = 1): DefSpec => ({
    label,
    unit,
    kind: 'money',
    min: 0,
    max,
    step,
    defaultValue: Math.min(defaultValue, max),
  })
  const count = (label: string, unit: string, max: number, defaultValue: number, min = 0, step = 1): DefSpec => ({
    label,
    unit,
    kind: 'count',
    min,
    max,
    step,
    defaultValue,
  })
  const specs: Record<NumberInputKey, DefSpec> = {
    campsiteCost: money(
      'Campsite cost per night',
      'per night',
      accommodation.campsiteMax,
      half(accommodation.campsiteMin, accommodation.campsiteMax),
    ),
    campsiteNights: count('Nights at campsites', 'nights a month', 30, 10),
    parkingCost: money(
      'Urban parking cost per day',
      'per day',
      accommodation.urbanParkingMax,
      accommodation.urbanParkingMin,
    ),
    parkingDays: count('Days of urban parking', 'days a month', 30, 0),
    storageCost: money('Storage', 'per month', accommodation.storageMax, 0),
    mpg: count('Fuel economy', 'MPG', 40, 18),
    miles: count('Miles driven', 'miles a month', 5000, 1000, 0, 100),
    insurance: money('Van insurance', 'per month', fuel.insuranceMonthly.max, fuel.insuranceMonthly.min),
    registration: money('Registration', 'per year', fuel.registrationYearly.max, fuel.registrationYearly.min),
    cellular: money('Cellular data plan', 'per month', utilities.cellularData.max, utilities.cellularData.avg, 5),
    wifiCost: money('WiFi cost', 'per month', 500, wifi?.monthlyCost ?? 0),
    hookupNights: count('Nights on a power hookup', 'nights a month', 30, 0),
    laundryLoads: count('Laundry loads', 'loads a month', 20, 4),
    gymCost: money('Gym membership', 'per month', 100, utilities.gymMembership.costPerMonth),
    groceriesWeekly: money('Groceries', 'per week', food.groceries.max, food.groceries.avg, 5),
    groceryWeeks: count('Weeks of groceries', 'weeks a month', 5, 4, 1),
    coffeeVisits: count('Coffees out', 'per week', 21, food.diningOut.coffee.avgVisitsPerWeek),
    coffeePrice: money('Cost per coffee', 'per cup', 10, food.diningOut.coffee.costPerCup, 0.5),
    takeoutMeals: count('Takeout meals', 'per week', 21, food.diningOut.takeout.avgMealsPerWeek),
    takeoutPrice: money(
      'Cost per takeout meal',
      'per meal',
      30,
      half(food.diningOut.takeout.mealMin, food.diningOut.takeout.mealMax),
      0.5,
    ),
    restaurantMeals: count('Restaurant meals', 'per week', 21, food.diningOut.restaurant.avgMealsPerWeek),
    restaurantPrice: money(
      'Cost per restaurant meal',
      'per meal',
      60,
      half(food.diningOut.restaurant.mealMin, food.diningOut.restaurant.mealMax),
      0.5,
    ),
    specialty: money('Specialty items', 'per month', 1000, food.specialtyItems.monthlyCost),
    healthInsurance: money('Health insurance', 'per month', 5000, health.healthInsurance.avg),
    pharmacy: money('Pharmacy', 'per month', 5000, health.pharmacyCosts.avg),
    travelMedical: money('Travel medical insurance', 'per month', 5000, health.travelMedicalInsurance.avg),
    contingency: {
      label: 'Contingency',
      unit: '% of the subtotal',
      kind: 'percent',
      min: 0,
      max: 30,
      step: 1,
      defaultValue: 10,
    },
  }
  return Object.fromEntries(NUMBER_INPUT_KEYS.map((key) => [key, { key, ...specs[key] }])) as Record<
    NumberInputKey,
    NumberInputDef
  >
}

/** Why a number counts other than as typed. */
export type InputNote = { kind: 'below-min' | 'above-max'; limit: number } | { kind: 'not-a-number'; counted: number }

export type ReadNumber = { value: number; note: InputNote | null }

/**
 * Reads one typed value: absent → the default; blank → 0; not a number → 0 with a note; outside
 * min..max (0 included) → the nearest limit with a note. Thousands separators ("1,200") are accepted.
 */
export function readNumber(
  text: string | undefined,
  range: { min: number; max: number; defaultValue: number },
): ReadNumber {
  if (text === undefined) return { value: range.defaultValue, note: null }
  const trimmed = text.trim().replace(/,/g, '')
  const parsed = NUMERIC.test(trimmed) ? Number(trimmed) : Number.NaN
  const numeric = trimmed === '' || Number.isFinite(parsed)
  const value = trimmed === '' || !numeric ? 0 : parsed
  if (!numeric) {
    const counted = Math.min(Math.max(0, range.min), range.max)
    return { value: counted, note: { kind: 'not-a-number', counted } }
  }
  if (value < range.min) return { value: range.min, note: { kind: 'below-min', limit: range.min } }
  if (value > range.max) return { value: range.max, note: { kind: 'above-max', limit: range.max } }
  return { value, note: null }
}

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i

export type AppOption = NonNullable<RegionData['accommodation']['apps']>[number]
export type WifiOption = NonNullable<RegionData['utilities']['wifiOptions']>[number]
export type TankOption = NonNullable<RegionData['fuel']['propaneTanks']>[number]

/** The tank preselected for a region: the one marked default, else the first (SPEC: 6kg UK, 20lb USA). */
export function defaultTank(data: RegionData): TankOption | null {
  const tanks = data.fuel.propaneTanks ?? []
  return tanks.find((tank) => tank.default) ?? tanks[0] ?? null
}

export const DEFAULT_PROPANE_USES: readonly PropaneUse[] = ['cooking']

/** A Starlink option's hardware is a once-off cost rather than part of the monthly WiFi cost. */
export function isStarlink(option: WifiOption | null): boolean {
  return option !== null && /starlink/i.test(option.name)
}

export type Visa = { name: string; cost: ReadNumber }

export type ResolvedInputs = {
  numbers: Record<NumberInputKey, ReadNumber>
  apps: AppOption[]
  fuelType: FuelType
  vanType: VanType
  tank: TankOption | null
  propane: PropaneUse[]
  wifi: WifiOption | null
  spreadSetup: boolean
  gym: boolean
  visas: Visa[]
}

/** The most a visa or permit line may cost a month. */
export const VISA_MAX = 10_000

/**
 * Reads everything a visitor entered against one region's data: choices it does not offer are
 * dropped, numbers read as `readNumber` says. Pure: the page and the server get the same.
 */
export function resolveInputs(data: RegionData, raw: ParsedRawInputs): ResolvedInputs {
  const appsOffered = data.accommodation.apps ?? []
  const wifi = (data.utilities.wifiOptions ?? []).find((option) => option.name === raw.wifi) ?? null
  const defs = numberInputDefs(data, wifi)
  const numbers = Object.fromEntries(NUMBER_INPUT_KEYS.map((key) => [key, readNumber(raw[key], defs[key])])) as Record<
    NumberInputKey,
    ReadNumber
  >
  const tanks = data.fuel.propaneTanks ?? []
  return {
    numbers,
    apps: appsOffered.filter((app) => raw.apps?.includes(app.name)),
    fuelType: raw.fuelType ?? 'gasoline',
    vanType: raw.vanType ?? 'basic',
    tank: tanks.find((tank) => tank.name === raw.tank) ?? defaultTank(data),
    propane: raw.propane ? PROPANE_USES.filter((use) => raw.propane?.includes(use)) : [...DEFAULT_PROPANE_USES],
    wifi,
    spreadSetup: raw.spreadSetup ?? false,
    gym: raw.gym ?? false,
    visas: (raw.visas ?? []).map(({ name, cost }) => ({
      name: name.trim(),
      cost: readNumber(cost, { min: 0, max: VISA_MAX, defaultValue: 0 }),
    })),
  }
}
