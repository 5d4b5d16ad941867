/**
 * What every public form endpoint answers, as zod schemas so the browser parses the answer
 * instead of trusting it. Pure and browser-safe.
 */
import { z } from 'zod'

export const formSuccessSchema = z.object({ ok: z.literal(true) })

export const formFailureSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
})

export type FormSuccess = z.output<typeof formSuccessSchema>
export type FormFailure = z.output<typeof formFailureSchema>

/** `{ ok: true }` (a slice may add fields) or `{ ok: false, error, fieldErrors? }`. */
export type FormResult = FormSuccess | FormFailure
