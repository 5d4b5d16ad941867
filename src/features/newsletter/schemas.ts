/**
 * The subscribe forms' schemas and copy (SPEC §4, §5, §7, §8), shared by the dialog and the
 * inline form (react-hook-form via `zodResolver`) and the endpoint, which validates every
 * request again. Pure and browser-safe.
 */
import { z } from 'zod'

import { EMAIL_PATTERN } from '@/lib/forms/email'
import { cleanEmail, cleanLine, email, FIELD_LIMITS, FIELD_MESSAGES, requiredName } from '@/lib/forms/fields'

export const SUBSCRIBE_MESSAGES = {
  // Validation (SPEC §5); "Email is required" is also what the subscription call throws (SPEC §7)
  nameRequired: FIELD_MESSAGES.nameRequired,
  emailRequired: FIELD_MESSAGES.emailRequired,
  // Button state (SPEC §4)
  subscribing: 'Subscribing...',
  // Toasts (SPEC §8)
  subscribeSuccessTitle: 'Thanks for subscribing!',
  subscribeSuccessInline: "We'll send you our latest stories and tips.",
  subscribeSuccessDialog: 'Please check your inbox for confirmation.',
  subscribeFailureTitle: 'Failed to subscribe',
  subscribeFailureInline: 'Please try again later or check the console for details.',
  subscribeFailureDialog: 'Please try again later or contact us to report an issue.',
} as const

/** Subscribe dialog (SPEC §5): name and email both required. */
export const subscribeDialogSchema = z.object({
  name: requiredName(),
  email: email(SUBSCRIBE_MESSAGES.emailRequired),
})

/** Inline subscribe (SPEC §5): nothing required; an email, if filled, must be valid. */
export const inlineSubscribeSchema = z.object({
  email: z
    .string({ error: FIELD_MESSAGES.emailInvalid })
    .nullish()
    .transform((value) => (value == null ? '' : value))
    .transform(cleanEmail)
    .pipe(
      z
        .string()
        .max(FIELD_LIMITS.email, { error: FIELD_MESSAGES.emailMax })
        .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: FIELD_MESSAGES.emailInvalid }),
    ),
})

export type SubscribeDialogInput = z.input<typeof subscribeDialogSchema>
export type SubscribeDialogValues = z.output<typeof subscribeDialogSchema>
export type InlineSubscribeInput = z.input<typeof inlineSubscribeSchema>
export type InlineSubscribeValues = z.output<typeof inlineSubscribeSchema>

/** SPEC §5: an inline subscribe submitted with an empty email does nothing (no call, no toast). */
export function isEmptyInlineSubscribe(values: { email?: string | null }): boolean {
  return typeof values.email !== 'string' || cleanLine(values.email) === ''
}
