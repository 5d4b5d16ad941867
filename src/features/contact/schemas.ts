/**
 * The contact form's schema and copy (SPEC §4, §5, §8), shared by the form (react-hook-form via
 * `zodResolver`) and the endpoint, which validates every message again. Pure and browser-safe.
 */
import { z } from 'zod'

import { cleanMultiline, email, FIELD_LIMITS, personName, text } from '@/lib/forms/fields'
import { formSuccessSchema } from '@/lib/forms/result'

import { REPORTED_NEWSLETTER_OUTCOMES } from './constants'

export const CONTACT_MESSAGES = {
  // Validation (SPEC §5; the maximum is ours)
  messageMin: 'Message must be at least 10 characters',
  messageMax: `Message must be at most ${FIELD_LIMITS.message} characters`,
  // Button state (SPEC §4)
  sending: 'Sending...',
  // Toasts (SPEC §8)
  somethingWentWrong: 'Something went wrong',
  contactFailure: 'Your message could not be sent. Please try again.',
  contactSuccessTitle: 'Message sent',
  contactSuccess: "Thanks for reaching out. We'll get back to you soon!",
  newsletterUnavailableTitle: 'Newsletter subscription unavailable',
  newsletterUnavailable: 'Our newsletter service is currently unavailable. Please try again later.',
  newsletterFailureTitle: 'Newsletter subscription failed',
  newsletterFailure: "We couldn't add you to our mailing list, but your message was sent.",
  newsletterSuccessTitle: 'Newsletter subscription successful',
  newsletterSuccess: "You've been added to our mailing list!",
} as const

/** Contact (SPEC §5): name ≥2, valid email, message ≥10, newsletter opt-in default false. */
export const contactSchema = z.object({
  name: personName(),
  email: email(),
  message: text(
    {
      min: 10,
      max: FIELD_LIMITS.message,
      maxMessage: CONTACT_MESSAGES.messageMax,
      typeMessage: CONTACT_MESSAGES.messageMin,
    },
    cleanMultiline,
  ),
  // Consent must be an explicit `true`; a missing or malformed value means no.
  subscribeToNewsletter: z
    .boolean()
    .optional()
    .catch(false)
    .transform((value) => value === true),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>

/** The endpoint's success answer; `newsletter` only when the box was ticked (an unknown value is ignored). */
export const contactSentSchema = formSuccessSchema.extend({
  newsletter: z.enum(REPORTED_NEWSLETTER_OUTCOMES).optional().catch(undefined),
})
