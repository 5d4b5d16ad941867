import { APIError, AuthenticationError, UnverifiedEmail, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { isUniqueViolation, payloadErrorStatus } from './payload-error'

describe('payloadErrorStatus', () => {
  it("reads the status of Payload's errors", () => {
    expect(payloadErrorStatus(new AuthenticationError())).toBe(401)
    expect(payloadErrorStatus(new UnverifiedEmail({}))).toBe(403)
    expect(payloadErrorStatus(new ValidationError({ errors: [{ path: 'email', message: 'taken' }] }))).toBe(400)
    expect(payloadErrorStatus(new APIError('nope', 418))).toBe(418)
  })

  it('reads it from a copy of the class it was not imported from (another bundle chunk)', () => {
    class OtherCopyOfAuthenticationError extends Error {
      status = 401
    }
    const error = new OtherCopyOfAuthenticationError('The email or password provided is incorrect.')
    expect(error instanceof AuthenticationError).toBe(false)
    expect(payloadErrorStatus(error)).toBe(401)
  })

  it('is undefined for anything else', () => {
    expect(payloadErrorStatus(new Error('database is locked'))).toBeUndefined()
    expect(payloadErrorStatus({ status: 401 })).toBeUndefined()
    expect(payloadErrorStatus('401')).toBeUndefined()
    expect(payloadErrorStatus(null)).toBeUndefined()
  })
})

describe('isUniqueViolation', () => {
  it('knows a unique index failure by the driver message or Payload’s 400, and nothing else', () => {
    expect(isUniqueViolation(new Error('SQLITE_CONSTRAINT: UNIQUE constraint failed: orders.order_number'))).toBe(true)
    expect(isUniqueViolation(new Error('duplicate key value violates unique constraint'))).toBe(true)
    expect(
      isUniqueViolation(Object.assign(new Error('The following field is invalid: eventId'), { status: 400 })),
    ).toBe(true)
    expect(isUniqueViolation(new Error('connection refused'))).toBe(false)
    expect(isUniqueViolation(Object.assign(new Error('Forbidden'), { status: 403 }))).toBe(false)
  })
})
