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
