/**
 * The calculator's state in the page's address (nuqs): the region and every input, so a link
 * restores a month exactly (shared, bookmarked, back/forward, reload, the emailed summary's link
 * back). One set of parsers serves the page (useQueryStates) and the server (the email's link).
 * Pure and browser-safe.
 */
import {
  createSerializer,
  parseAsArrayOf,
  parseAsBoolean,
  parseAsJson,
  parseAsString,
  parseAsStringLiteral,
} from 'nuqs/server'

import {
  FUEL_TYPES,
  MAX_VISAS,
  NUMBER_INPUT_KEYS,
  type NumberInputKey,
  PROPANE_USES,
  type ParsedRawInputs,
  VAN_TYPES,
} from './inputs'
import { type RegionKey, REGIONS } from './regions'

type Visa = { name: string; cost: string }

/** The visas in the address (JSON), checked by hand: the page loads this module first, without zod. */
function readVisas(value: unknown): Visa[] {
  if (!Array.isArray(value) || value.length > MAX_VISAS) throw new Error('Not a list of visas')
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) throw new Error('Not a visa')
    const { name, cost } = item as Record<string, unknown>
    if (typeof name !== 'string' || typeof cost !== 'string' || name.length > 80 || cost.length > 40) {
      throw new Error('Not a visa')
    }
    return { name, cost }
  })
}

const numberParsers = Object.fromEntries(NUMBER_INPUT_KEYS.map((key) => [key, parseAsString])) as Record<
  NumberInputKey,
  typeof parseAsString
>

export const calculatorParsers = {
  region: parseAsStringLiteral(REGIONS),
  ...numberParsers,
  apps: parseAsArrayOf(parseAsString),
  fuelType: parseAsStringLiteral(FUEL_TYPES),
  vanType: parseAsStringLiteral(VAN_TYPES),
  tank: parseAsString,
  propane: parseAsArrayOf(parseAsStringLiteral(PROPANE_USES)),
  wifi: parseAsString,
  spreadSetup: parseAsBoolean,
  gym: parseAsBoolean,
  visas: parseAsJson(readVisas),
}

export type CalculatorState = {
  [K in keyof typeof calculatorParsers]: ReturnType<(typeof calculatorParsers)[K]['parse']> | null
}

/** Every input key, for clearing them all when the region changes. */
export const INPUT_STATE_KEYS = Object.keys(calculatorParsers).filter((key) => key !== 'region') as Exclude<
  keyof typeof calculatorParsers,
  'region'
>[]

const cut = (value: string, length: number) => value.slice(0, length)

/**
 * The address state as the formulas' inputs (what the address does not hold takes its default),
 * cut to what the summary endpoint takes: a hand-made link can hold anything.
 */
export function rawInputsFromState(state: Partial<CalculatorState>): ParsedRawInputs {
  const raw: ParsedRawInputs = {}
  for (const key of NUMBER_INPUT_KEYS) {
    const value = state[key]
    if (value !== null && value !== undefined) raw[key] = cut(value, 40)
  }
  if (state.apps) raw.apps = state.apps.slice(0, 20).map((name) => cut(name, 80))
  if (state.fuelType) raw.fuelType = state.fuelType
  if (state.vanType) raw.vanType = state.vanType
  if (state.tank !== null && state.tank !== undefined) raw.tank = cut(state.tank, 40)
  if (state.propane) raw.propane = state.propane.slice(0, PROPANE_USES.length)
  if (state.wifi !== null && state.wifi !== undefined) raw.wifi = cut(state.wifi, 80)
  if (state.spreadSetup !== null && state.spreadSetup !== undefined) raw.spreadSetup = state.spreadSetup
  if (state.gym !== null && state.gym !== undefined) raw.gym = state.gym
  if (state.visas) raw.visas = state.visas.slice(0, MAX_VISAS)
  return raw
}

const serialize = createSerializer(calculatorParsers)

/** `path?region=…&…` for a region and its inputs (the link back in the emailed summary). */
export function calculatorHref(path: string, region: RegionKey, inputs: ParsedRawInputs): string {
  const state: Record<string, unknown> = { region }
  for (const key of INPUT_STATE_KEYS) {
    const value = (inputs as Record<string, unknown>)[key]
    if (value !== undefined) state[key] = value
  }
  return serialize(path, state as Parameters<typeof serialize>[1])
}
