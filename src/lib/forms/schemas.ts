/**
 * Form schemas shared by the browser (react-hook-form via `zodResolver`) and the server, which
 * validates every submission again. Every string is trimmed, cleaned of control characters and
 * length-capped; a value of the wrong type fails with the field's message and never throws;
 * unknown keys are stripped. Pure: no framework imports.
 */
import { z } from 'zod'

import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normaliseEmail } from './email'

/** Maximum lengths, counted after trimming. */
export const FIELD_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  location: 120,
  instagram: 60,
  message: 5000,
} as const

/** Every user-facing string the forms use (SPEC §4, §5, §8), plus the server-side guard messages. */
export const MESSAGES = {
  // Validation (SPEC §5)
  nameRequired: 'Please enter your name',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  nameMin: 'Name must be at least 2 characters',
  locationMin: 'Location must be at least 2 characters',
  messageMin: 'Message must be at least 10 characters',
  // Maximum lengths (ours)
  nameMax: `Name must be at most ${FIELD_LIMITS.name} characters`,
  emailMax: `Email must be at most ${FIELD_LIMITS.email} characters`,
  locationMax: `Location must be at most ${FIELD_LIMITS.location} characters`,
  instagramMax: `Instagram must be at most ${FIELD_LIMITS.instagram} characters`,
  instagramInvalid: 'Please enter your Instagram handle as text',
  messageMax: `Message must be at most ${FIELD_LIMITS.message} characters`,
  // Button states (SPEC §4)
  subscribing: 'Subscribing...',
  submitting: 'Submitting',
  sending: 'Sending...',
  // Subscribe (SPEC §8)
  subscribeSuccessTitle: 'Thanks for subscribing!',
  subscribeSuccessInline: "We'll send you our latest stories and tips.",
  subscribeSuccessDialog: 'Please check your inbox for confirmation.',
  subscribeFailureTitle: 'Failed to subscribe',
  subscribeFailureInline: 'Please try again later or check the console for details.',
  subscribeFailureDialog: 'Please try again later or contact us to report an issue.',
  // Story (SPEC §4, §8)
  somethingWentWrong: 'Something went wrong',
  storyFailure: 'Your submission could not be processed. Please try again.',
  storySuccessTitle: 'Success!',
  storySuccess: "Your story submission has been received. We'll be in touch soon!",
  storyThankYou: 'Thank You!',
  // Contact (SPEC §8)
  contactFailure: 'Your message could not be sent. Please try again.',
  contactSuccessTitle: 'Message sent',
  contactSuccess: "Thanks for reaching out. We'll get back to you soon!",
  newsletterUnavailableTitle: 'Newsletter subscription unavailable',
  newsletterUnavailable: 'Our newsletter service is currently unavailable. Please try again later.',
  newsletterFailureTitle: 'Newsletter subscription failed',
  newsletterFailure: "We couldn't add you to our mailing list, but your message was sent.",
  newsletterSuccessTitle: 'Newsletter subscription successful',
  newsletterSuccess: "You've been added to our mailing list!",
  // Thrown by the Kit/ConvertKit subscription call (SPEC §7, §8)
  convertKitIncomplete: 'ConvertKit configuration is incomplete',
  // Server guard (ours)
  invalidForm: 'Please correct the highlighted fields and try again.',
  invalidBody: 'The form data could not be read. Please reload the page and try again.',
  bodyTooLarge: 'Your submission is too large. Please shorten it and try again.',
} as const

export type MessageKey = keyof typeof MESSAGES

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

/**
 * Reduces what people type for an Instagram account to the bare handle: "@maya.travels",
 * "instagram.com/maya.travels" and "https://www.instagram.com/maya.travels/?hl=en" all give
 * "maya.travels". Anything else is kept as typed (the field has no format rule in SPEC).
 */
export function normaliseInstagram(value: string): string {
  const text = cleanLine(value)
  const url = /^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/([A-Za-z0-9._]{1,30})\/?(?:[?#].*)?$/i.exec(text)
  if (url) return url[1]
  const handle = /^@?([A-Za-z0-9._]{1,30})$/.exec(text)
  return handle ? handle[1] : text
}

type TextOptions = { min?: number; minMessage?: string; max: number; maxMessage: string; typeMessage: string }

/** A trimmed, cleaned, length-checked string field; non-strings fail with `typeMessage`. */
function text(options: TextOptions, clean: (value: string) => string = cleanLine) {
  const { min = 0, minMessage = options.typeMessage, max, maxMessage, typeMessage } = options
  let inner = z.string().max(max, { error: maxMessage })
  if (min > 0) inner = inner.min(min, { error: minMessage })
  return z.string({ error: typeMessage }).transform(clean).pipe(inner)
}

/** Control characters removed, then normalised; internal whitespace is kept so the pattern fails. */
function cleanEmail(value: string): string {
  const cleaned = value.replace(CONTROL_CHARS, '')
  return normaliseEmail(cleaned) ?? cleaned.trim()
}

/** Email field: cleaned and normalised (lowercased), then length and pattern checked. */
function email(missingMessage: string = MESSAGES.emailInvalid) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missingMessage : MESSAGES.emailInvalid) })
    .transform(cleanEmail)
    .pipe(
      z
        .string()
        .min(1, { error: missingMessage })
        .max(FIELD_LIMITS.email, { error: MESSAGES.emailMax })
        .regex(EMAIL_PATTERN, { error: MESSAGES.emailInvalid }),
    )
}

const storyName = () =>
  text({ min: 2, max: FIELD_LIMITS.name, maxMessage: MESSAGES.nameMax, typeMessage: MESSAGES.nameMin })

/** Subscribe dialog (SPEC §5): name and email both required. */
export const subscribeDialogSchema = z.object({
  name: text({ min: 1, max: FIELD_LIMITS.name, maxMessage: MESSAGES.nameMax, typeMessage: MESSAGES.nameRequired }),
  email: email(MESSAGES.emailRequired),
})

/** Inline subscribe (SPEC §5): nothing required; an email, if filled, must be valid. */
export const inlineSubscribeSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailInvalid })
    .nullish()
    .transform((value) => (value == null ? '' : value))
    .transform(cleanEmail)
    .pipe(
      z
        .string()
        .max(FIELD_LIMITS.email, { error: MESSAGES.emailMax })
        .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: MESSAGES.emailInvalid }),
    ),
})

/** Story submission (SPEC §5): name ≥2, valid email, location ≥2, instagram optional. */
export const storySubmissionSchema = z.object({
  name: storyName(),
  email: email(),
  location: text({
    min: 2,
    max: FIELD_LIMITS.location,
    maxMessage: MESSAGES.locationMax,
    typeMessage: MESSAGES.locationMin,
  }),
  instagram: z
    .string({ error: MESSAGES.instagramInvalid })
    .nullish()
    .transform((value) => (value == null ? '' : value))
    .pipe(
      text({ max: FIELD_LIMITS.instagram, maxMessage: MESSAGES.instagramMax, typeMessage: MESSAGES.instagramInvalid }),
    )
    .transform(normaliseInstagram),
})

/** Contact (SPEC §5): name ≥2, valid email, message ≥10, newsletter opt-in default false. */
export const contactSchema = z.object({
  name: storyName(),
  email: email(),
  message: text(
    { min: 10, max: FIELD_LIMITS.message, maxMessage: MESSAGES.messageMax, typeMessage: MESSAGES.messageMin },
    cleanMultiline,
  ),
  // Consent must be an explicit `true`; a missing or malformed value means no.
  subscribeToNewsletter: z
    .boolean()
    .optional()
    .catch(false)
    .transform((value) => value === true),
})

export type SubscribeDialogInput = z.input<typeof subscribeDialogSchema>
export type SubscribeDialogValues = z.output<typeof subscribeDialogSchema>
export type InlineSubscribeInput = z.input<typeof inlineSubscribeSchema>
export type InlineSubscribeValues = z.output<typeof inlineSubscribeSchema>
export type StorySubmissionInput = z.input<typeof storySubmissionSchema>
export type StorySubmissionValues = z.output<typeof storySubmissionSchema>
export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>

/** SPEC §5: an inline subscribe submitted with an empty email does nothing (no call, no toast). */
export function isEmptyInlineSubscribe(values: { email?: string | null }): boolean {
  return typeof values.email !== 'string' || cleanLine(values.email) === ''
}
