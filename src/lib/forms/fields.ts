/**
 * The field builders every form schema is made of, shared by the browser (react-hook-form via
 * `zodResolver`) and the server, which validates every submission again. Every string is
 * trimmed, cleaned of control characters and length-capped; a value of the wrong type fails with
 * the field's message and never throws. Each slice composes its own schema and messages from
 * these (src/features/<slice>/schemas.ts). Pure: no framework imports.
 */
import { z } from 'zod'

import { EMAIL_PATTERN, normaliseEmail } from './email'
import { FIELD_LIMITS, FIELD_MESSAGES } from './field-messages'

export { FIELD_LIMITS, FIELD_MESSAGES }

// C0/C1 controls except tab/newline/CR, plus invisible direction and zero-width marks that can
// be used to spoof text. ZWJ/ZWNJ (U+200C/D) stay: emoji sequences and some scripts need them.
const CONTROL_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g

/** Single-line text: control characters removed, whitespace runs collapsed to one space, trimmed. */
export function cleanLine(value: string): string {
  return value.replace(CONTROL_CHARS, '').replace(/\s+/g, ' ').trim()
}

/** Multi-line text: control characters removed, CRLF/CR as LF, tabs kept, trimmed. */
export function cleanMultiline(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '').trim()
}

/** Control characters removed, then normalised; internal whitespace is kept so the pattern fails. */
export function cleanEmail(value: string): string {
  const cleaned = value.replace(CONTROL_CHARS, '')
  return normaliseEmail(cleaned) ?? cleaned.trim()
}

export type TextOptions = { min?: number; minMessage?: string; max: number; maxMessage: string; typeMessage: string }

/** A trimmed, cleaned, length-checked string field; non-strings fail with `typeMessage`. */
export function text(options: TextOptions, clean: (value: string) => string = cleanLine) {
  const { min = 0, minMessage = options.typeMessage, max, maxMessage, typeMessage } = options
  let inner = z.string().max(max, { error: maxMessage })
  if (min > 0) inner = inner.min(min, { error: minMessage })
  return z.string({ error: typeMessage }).transform(clean).pipe(inner)
}

/** A person's name of at least 2 characters (SPEC §5: story and contact forms). */
export function personName() {
  return text({
    min: 2,
    max: FIELD_LIMITS.name,
    maxMessage: FIELD_MESSAGES.nameMax,
    typeMessage: FIELD_MESSAGES.nameMin,
  })
}

/** A person's name that must not be blank (SPEC §5: subscribe dialog, calculator reveal form). */
export function requiredName() {
  return text({
    min: 1,
    max: FIELD_LIMITS.name,
    maxMessage: FIELD_MESSAGES.nameMax,
    typeMessage: FIELD_MESSAGES.nameRequired,
  })
}

/** Email field: cleaned and normalised (lowercased), then length and pattern checked. */
export function email(missingMessage: string = FIELD_MESSAGES.emailInvalid) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missingMessage : FIELD_MESSAGES.emailInvalid) })
    .transform(cleanEmail)
    .pipe(
      z
        .string()
        .min(1, { error: missingMessage })
        .max(FIELD_LIMITS.email, { error: FIELD_MESSAGES.emailMax })
        .regex(EMAIL_PATTERN, { error: FIELD_MESSAGES.emailInvalid }),
    )
}
