/**
 * The story-submission form's schema and copy (SPEC §4, §5, §8), shared by the dialog
 * (react-hook-form via `zodResolver`) and the endpoint, which validates every submission again.
 * Pure and browser-safe.
 */
import { z } from 'zod'

import { cleanLine, email, FIELD_LIMITS, personName, text } from '@/lib/forms/fields'

export const STORY_MESSAGES = {
  // Validation (SPEC §5; the maximum lengths and the instagram type message are ours)
  locationMin: 'Location must be at least 2 characters',
  locationMax: `Location must be at most ${FIELD_LIMITS.location} characters`,
  instagramMax: `Instagram must be at most ${FIELD_LIMITS.instagram} characters`,
  instagramInvalid: 'Please enter your Instagram handle as text',
  // Button state (SPEC §4)
  submitting: 'Submitting',
  // Toasts and the success state (SPEC §4, §8)
  somethingWentWrong: 'Something went wrong',
  storyFailure: 'Your submission could not be processed. Please try again.',
  storySuccessTitle: 'Success!',
  storySuccess: "Your story submission has been received. We'll be in touch soon!",
  storyThankYou: 'Thank You!',
} as const

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

/** Story submission (SPEC §5): name ≥2, valid email, location ≥2, instagram optional. */
export const storySubmissionSchema = z.object({
  name: personName(),
  email: email(),
  location: text({
    min: 2,
    max: FIELD_LIMITS.location,
    maxMessage: STORY_MESSAGES.locationMax,
    typeMessage: STORY_MESSAGES.locationMin,
  }),
  instagram: z
    .string({ error: STORY_MESSAGES.instagramInvalid })
    .nullish()
    .transform((value) => (value == null ? '' : value))
    .pipe(
      text({
        max: FIELD_LIMITS.instagram,
        maxMessage: STORY_MESSAGES.instagramMax,
        typeMessage: STORY_MESSAGES.instagramInvalid,
      }),
    )
    .transform(normaliseInstagram),
})

export type StorySubmissionInput = z.input<typeof storySubmissionSchema>
export type StorySubmissionValues = z.output<typeof storySubmissionSchema>
