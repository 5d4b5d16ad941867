/**
 * Payload's errors told apart by their HTTP status, not their class. The production build bundles
 * Payload into more than one server chunk, so an error thrown by the Payload instance is not
 * `instanceof` the class a route imported from 'payload' (and `name` is minified): a wrong password
 * at sign-in answered 500 instead of "Invalid email or password." in `npm start`, while the
 * integration tests (one copy of Payload) passed. Pure.
 */

/** The status of a Payload APIError (AuthenticationError 401, UnverifiedEmail 403, ValidationError 400…), whichever copy threw it. */
export function payloadErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || !('status' in error)) return undefined
  return typeof error.status === 'number' ? error.status : undefined
}

/**
 * Whether a failed create broke a unique index (a key written twice: a replayed event, a repeated
 * number). Payload answers it as a ValidationError (400) naming the field; the database driver's
 * own error says "unique" or "duplicate" (SQLite, PostgreSQL).
 */
export function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)
  return /unique|duplicate|already (exists|in use)/i.test(text) || payloadErrorStatus(error) === 400
}
