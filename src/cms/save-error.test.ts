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
