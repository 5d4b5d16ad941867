import { ValidationError } from 'payload'

/** Field errors of a failed save ("slug: ...; excerpt: ..."), or the error's message. */
export function describeSaveError(error: unknown): string {
  if (error instanceof ValidationError) {
    const fields = error.data.errors.map((entry) => `${entry.path}: ${entry.message}`)
    if (fields.length > 0) return fields.join('; ')
  }
  return error instanceof Error ? error.message : String(error)
}
