/**
 * Helpers for the schema tests of every slice (imported by *.test.ts files only).
 */
import type { z } from 'zod'

/** Field → first message, or the parsed data. */
export function run(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  if (result.success) return { data: result.data as Record<string, unknown> }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message
  return { errors }
}

/** Values of the wrong type that every field must reject with its message, never throwing. */
export const HOSTILE: unknown[] = [
  42,
  -1,
  NaN,
  true,
  null,
  [],
  ['Maya'],
  {},
  { toString: () => 'x' },
  () => 'x',
  Symbol('s'),
  10n,
]
