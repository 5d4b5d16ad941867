/**
 * The calculator's reveal form (SPEC §4, §5, §7, §8): what the page sends to have its cost summary
 * emailed, the endpoint's answer and the copy. Shared by the page (react-hook-form via
 * `zodResolver` on `revealFormSchema`) and the endpoint, which validates the whole request again
 * and recomputes every total itself: the request has no totals, and unknown keys are dropped.
 * Pure and browser-safe.
 */
import { z } from 'zod'

import { email, FIELD_MESSAGES, requiredName } from '@/lib/forms/fields'
import { formSuccessSchema } from '@/lib/forms/result'

import { rawInputsSchema } from './logic/raw-inputs'
import { REGIONS } from './logic/regions'

/** Where the reveal form posts its JSON (src/app/api/forms/cost-summary/route.ts). */
export const COST_SUMMARY_ENDPOINT = '/api/forms/cost-summary'

/** The calculator page; the emailed summary and /account link back to it with the inputs in the address. */
export const CALCULATOR_PATH = '/vanlife-cost-calculator'

/** Recorded on the newsletter subscription the reveal form makes (SPEC §7). */
export const CALCULATOR_SOURCE = 'calculator'

export const CALCULATOR_MESSAGES = {
  // Validation (SPEC §5: "name and email both required and non-blank"; SPEC gives the reveal form
  // no copy of its own, so it speaks like the subscribe dialog)
  nameRequired: FIELD_MESSAGES.nameRequired,
  emailRequired: FIELD_MESSAGES.emailRequired,
  emailInvalid: FIELD_MESSAGES.emailInvalid,
  // Ours: a request the page would never send
  regionRequired: 'Please select a country/region above.',
  regionUnavailable: 'Cost summaries are not available for this region yet. Please choose another region.',
  newsletterChoice: 'Please choose whether to get our weekly newsletter.',
  // Toasts (SPEC §8)
  errorTitle: 'Error',
  emailFailure: 'Failed to send email. Please try again.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  successTitle: 'Success!',
  success: 'Your cost summary has been sent to your email.',
} as const

/**
 * The reveal form's own fields (SPEC §5): name and email, both required and non-blank; and the
 * newsletter choice. SPEC §7 subscribes the visitor on the back of the reveal; the form says so
 * beside its button and lets them opt out (the box starts ticked). The choice must come as an
 * explicit boolean: the server never guesses consent, and `false` subscribes no one.
 */
export const revealFormSchema = z.object({
  name: requiredName(),
  email: email(CALCULATOR_MESSAGES.emailRequired),
  newsletter: z.boolean({ error: CALCULATOR_MESSAGES.newsletterChoice }),
})

/** POST /api/forms/cost-summary: the reveal form plus the region and every input as the page holds them. */
export const costSummaryRequestSchema = revealFormSchema.extend({
  region: z.enum(REGIONS, { error: CALCULATOR_MESSAGES.regionRequired }),
  inputs: rawInputsSchema,
})

export type RevealFormInput = z.input<typeof revealFormSchema>
export type RevealFormValues = z.output<typeof revealFormSchema>
export type CostSummaryRequest = z.input<typeof costSummaryRequestSchema>
export type CostSummaryValues = z.output<typeof costSummaryRequestSchema>

/** The endpoint's success answer (`{ ok: true }`): the summary was stored and its email queued. */
export const costSummarySentSchema = formSuccessSchema

export type CostSummarySent = z.output<typeof costSummarySentSchema>
