import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { describeSaveError } from './save-error'

describe('describeSaveError', () => {
  it('lists the field errors of a validation error', () => {
    const error = new ValidationError({
      collection: 'stories',
      errors: [{ path: 'slug', message: 'The slug "a" is already used by one of the articles.' }],
    })
    expect(describeSaveError(error)).toBe('slug: The slug "a" is already used by one of the articles.')
    expect(describeSaveError(new Error('database is locked'))).toBe('database is locked')
  })
})

describe('describeSaveError across bundle copies of Payload', () => {
  it('reads the field errors from a validation error of another copy of the class', () => {
    class OtherCopyOfValidationError extends Error {
      status = 400
      data = { errors: [{ path: 'excerpt', message: 'Required' }] }
    }
    expect(describeSaveError(new OtherCopyOfValidationError('The following field is invalid: excerpt'))).toBe(
      'excerpt: Required',
    )
  })
})
