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
  /** What a page can act on (e.g. the accounts slice's ACCOUNT_FAILURE_CODES); an unknown value is kept as text. */
  code: z.string().max(40).optional().catch(undefined),
})

export type FormSuccess = z.output<typeof formSuccessSchema>
export type FormFailure = z.output<typeof formFailureSchema>

/** `{ ok: true }` (a slice may add fields) or `{ ok: false, error, fieldErrors?, code? }`. */
export type FormResult = FormSuccess | FormFailure
