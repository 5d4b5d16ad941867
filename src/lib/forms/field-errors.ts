import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'

import type { PostFormFailure } from './post-form'

/**
 * Puts a 400's field messages from the server on the form's fields (the first one focused).
 * True when the server named one of these fields; false for any other failure (network, 429,
 * 503…, or only fields the form does not show), which the caller then reports itself.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: PostFormFailure,
  names: readonly FieldPath<T>[],
): boolean {
  const { fieldErrors } = failure
  if (failure.status !== 400 || !fieldErrors || Object.keys(fieldErrors).length === 0) return false
  let applied = false
  for (const name of names) {
    const message = fieldErrors[name]
    if (!message) continue
    setError(name, { type: 'server', message }, { shouldFocus: !applied })
    applied = true
  }
  return applied
}
