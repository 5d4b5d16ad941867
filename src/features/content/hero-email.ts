/**
 * The hero's email box (SPEC §2, §5 "Inline subscribe form"): an empty box opens the subscribe
 * dialog as it is (the dialog asks for the address); a filled one must be a valid address
 * before the dialog opens with it. Pure, no zod: the home page's first load stays light (ADR 0030).
 */
import { FIELD_MESSAGES } from '@/lib/forms/field-messages'
import { isValidEmail } from '@/lib/forms/email'

/** The message to show under the box, or undefined when the dialog may open. */
export function heroEmailError(raw: string): string | undefined {
  const email = raw.trim()
  if (email === '') return undefined
  return isValidEmail(email) ? undefined : FIELD_MESSAGES.emailInvalid
}
