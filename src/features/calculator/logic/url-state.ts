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
import { z } from 'zod'

import {
  FUEL_TYPES,
  MAX_VISAS,
  NUMBER_INPUT_KEYS,
  type NumberInputKey,
  PROPANE_USES,
  type RawInputs,
  VAN_TYPES,
} from './inputs'
import { type RegionKey, REGIONS } from './regions'

const visasSchema = z.array(z.object({ name: z.string().max(80), cost: z.string().max(40) })).max(MAX_VISAS)

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
  visas: parseAsJson((value) => visasSchema.parse(value)),
}

export type CalculatorState = {
  [K in keyof typeof calculatorParsers]: ReturnType<(typeof calculatorParsers)[K]['parse']> | null
}

/** Every input key, for clearing them all when the region changes. */
export const INPUT_STATE_KEYS = Object.keys(calculatorParsers).filter((key) => key !== 'region') as Exclude<
  keyof typeof calculatorParsers,
  'region'
>[]

/** Cuts what an address may hold to what the summary endpoint takes (a hand-made link can hold anything). */
function withinLimits(key: string, value: unknown): unknown {
  if (typeof value === 'string') return value.slice(0, key === 'wifi' ? 80 : 40)
  if (key === 'apps' && Array.isArray(value)) return value.slice(0, 20).map((name: string) => name.slice(0, 80))
  if (Array.isArray(value)) return value.slice(0, MAX_VISAS)
  return value
}

/** The address state as the formulas' raw inputs (what the address does not hold takes its default). */
export function rawInputsFromState(state: Partial<CalculatorState>): RawInputs {
  const raw: Record<string, unknown> = {}
  for (const key of INPUT_STATE_KEYS) {
    const value = state[key]
    if (value !== null && value !== undefined) raw[key] = withinLimits(key, value)
  }
  return raw as RawInputs
}

const serialize = createSerializer(calculatorParsers)

/** `path?region=…&…` for a region and its inputs (the link back in the emailed summary). */
export function calculatorHref(path: string, region: RegionKey, inputs: RawInputs): string {
  const state: Record<string, unknown> = { region }
  for (const key of INPUT_STATE_KEYS) {
    const value = (inputs as Record<string, unknown>)[key]
    if (value !== undefined) state[key] = value
  }
  return serialize(path, state as Parameters<typeof serialize>[1])
}
