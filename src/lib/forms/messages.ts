/**
 * The answers of the server-side guard every public form endpoint shares (ours, not SPEC copy).
 * The field messages are in ./fields.ts; each form's own copy is in its slice's schemas.ts.
 */
export const GUARD_MESSAGES = {
  invalidForm: 'Please correct the highlighted fields and try again.',
  invalidBody: 'The form data could not be read. Please reload the page and try again.',
  bodyTooLarge: 'Your submission is too large. Please shorten it and try again.',
  crossSite: 'This form can only be sent from this site. Please open the page again and send it from there.',
} as const

/**
 * The one answer to every "too many" state of a sign-in, members' and staff's alike (issue 21
 * point 4): over the limit per client address, over the limit per email address, or locked. It
 * never differs by the address's history or by whether it has an account, and neither does its
 * status (429) or Retry-After (SIGN_IN_RETRY_AFTER_SECONDS): every sign-in limit's window and lock
 * is at most that long.
 */
export const SIGN_IN_TOO_MANY =
  'Too many sign-in attempts. Please wait 10 minutes and try again, or reset your password.'
export const SIGN_IN_RETRY_AFTER_SECONDS = 600
