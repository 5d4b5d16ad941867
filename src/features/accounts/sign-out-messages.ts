/**
 * Sign Out's failure copy (SPEC §8 "Sign out failed" with the message), apart from schemas.ts so the
 * header's Sign Out can say it without loading zod (when the sign-out code itself failed to load).
 * Pure and browser-safe; ACCOUNT_MESSAGES takes them from here.
 */
export const SIGN_OUT_MESSAGES = {
  failedTitle: 'Sign out failed',
  failure: 'You could not be signed out. Please try again.',
} as const
