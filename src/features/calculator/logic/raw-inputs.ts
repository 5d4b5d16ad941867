/**
 * The summary endpoint's check of a visitor's inputs (the same shape the page's address holds,
 * ./inputs.ts ParsedRawInputs): every string and list capped, choices it does not know dropped.
 * Kept apart from ./inputs.ts so that the page's first load carries no zod. Pure.
 */
import { z } from 'zod'

import {
  FUEL_TYPES,
  MAX_VISAS,
  NUMBER_INPUT_KEYS,
  type NumberInputKey,
  type ParsedRawInputs,
  PROPANE_USES,
  type PropaneUse,
  VAN_TYPES,
} from './inputs'

const numberText = z.string().max(40).optional()
const numberShape = Object.fromEntries(NUMBER_INPUT_KEYS.map((key) => [key, numberText])) as Record<
  NumberInputKey,
  typeof numberText
>

export const rawInputsSchema = z.object({
  ...numberShape,
  apps: z.array(z.string().max(80)).max(20).optional(),
  fuelType: z.enum(FUEL_TYPES).optional().catch(undefined),
  vanType: z.enum(VAN_TYPES).optional().catch(undefined),
  tank: z.string().max(40).optional(),
  propane: z
    .array(z.string().max(20))
    .max(10)
    .optional()
    .transform((uses) => uses?.filter((use): use is PropaneUse => (PROPANE_USES as readonly string[]).includes(use))),
  wifi: z.string().max(80).optional(),
  spreadSetup: z.boolean().optional(),
  gym: z.boolean().optional(),
  visas: z
    .array(z.object({ name: z.string().max(80), cost: z.string().max(40) }))
    .max(MAX_VISAS)
    .optional(),
})

export type RawInputs = z.input<typeof rawInputsSchema>

/** What the schema gives is what the formulas take: a compile-time check (false fails the type check). */
export const RAW_INPUTS_SCHEMA_FITS: z.output<typeof rawInputsSchema> extends ParsedRawInputs ? true : false = true
