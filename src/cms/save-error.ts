import { payloadErrorStatus } from './payload-error'

type FieldError = { path: string; message: string }

/**
 * The field errors a Payload ValidationError (status 400) carries, read from its shape: in the
 * production build the class a module imports is not the one Payload throws (./payload-error.ts).
 */
function fieldErrorsOf(error: unknown): FieldError[] {
  if (payloadErrorStatus(error) !== 400) return []
  const data: unknown = (error as { data?: unknown }).data
  const errors: unknown = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined
  if (!Array.isArray(errors)) return []
  return errors.filter(
    (entry): entry is FieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as FieldError).path === 'string' &&
      typeof (entry as FieldError).message === 'string',
  )
}

/** Field errors of a failed save ("slug: ...; excerpt: ..."), or the error's message. */
export function describeSaveError(error: unknown): string {
  const fields = fieldErrorsOf(error).map((entry) => `${entry.path}: ${entry.message}`)
  if (fields.length > 0) return fields.join('; ')
  return error instanceof Error ? error.message : String(error)
}
