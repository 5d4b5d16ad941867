import { describe, expect, it } from 'vitest'

import { parseFormBody } from '@/lib/forms/guard'

import {
  ACCOUNT_MESSAGES,
  profileSchema,
  resendSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './schemas'
import { SIGN_OUT_MESSAGES } from './sign-out-messages'

describe('sign in and sign up (SPEC §5)', () => {
  it('needs a valid email and a password of at least 6 characters', () => {
    const result = parseFormBody(signInSchema, { email: 'nope', password: '12345' })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Please enter a valid email address', password: 'Password must be at least 6 characters' },
    })
    expect(parseFormBody(signInSchema, { email: ' Maya@Example.COM ', password: '123456' })).toEqual({
      ok: true,
      data: { email: 'maya@example.com', password: '123456' },
    })
  })

  it('keeps the password exactly as typed, spaces included', () => {
    expect(parseFormBody(signInSchema, { email: 'a@b.co', password: '  road  ' })).toMatchObject({
      ok: true,
      data: { password: '  road  ' },
    })
  })

  it('sign-up adds first and last name of at least 2 characters', () => {
    const result = parseFormBody(signUpSchema, {
      firstName: 'M',
      lastName: ' ',
      email: 'a@b.co',
      password: 'road-trip-1',
    })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { firstName: ACCOUNT_MESSAGES.firstNameMin, lastName: ACCOUNT_MESSAGES.lastNameMin },
    })
    expect(ACCOUNT_MESSAGES.firstNameMin).toBe('First name must be at least 2 characters')
  })

  it('refuses values of the wrong type with the field message, never throwing', () => {
    const result = parseFormBody(signUpSchema, { firstName: ['x'], lastName: {}, email: 5, password: null })
    expect(result.ok).toBe(false)
  })
})

describe('profile (SPEC §5)', () => {
  it('requires first and last name; phone is optional with no format rule', () => {
    expect(parseFormBody(profileSchema, { firstName: '', lastName: '' })).toMatchObject({
      ok: false,
      fieldErrors: { firstName: 'First name is required', lastName: 'Last name is required' },
    })
    expect(parseFormBody(profileSchema, { firstName: 'Ana', lastName: 'S', phone: 'call me maybe' })).toEqual({
      ok: true,
      data: { firstName: 'Ana', lastName: 'S', phone: 'call me maybe' },
    })
    expect(parseFormBody(profileSchema, { firstName: 'Ana', lastName: 'Silva' })).toMatchObject({
      ok: true,
      data: { phone: '' },
    })
  })

  it('never carries the email', () => {
    const result = parseFormBody(profileSchema, { firstName: 'Ana', lastName: 'Silva', email: 'x@y.z' })
    expect(result.ok && 'email' in result.data).toBe(false)
  })
})

describe('link tokens', () => {
  it('accept hex and URL-safe tokens and refuse anything else', () => {
    expect(parseFormBody(resetPasswordSchema, { token: 'a'.repeat(40), password: 'road-trip-1' }).ok).toBe(true)
    expect(parseFormBody(resetPasswordSchema, { token: '<script>', password: 'road-trip-1' })).toMatchObject({
      ok: false,
      fieldErrors: { token: ACCOUNT_MESSAGES.linkInvalid },
    })
    expect(parseFormBody(resendSchema, { token: 'b'.repeat(40) }).ok).toBe(true)
    expect(parseFormBody(resendSchema, { email: 'a@b.co' }).ok).toBe(true)
    expect(parseFormBody(resendSchema, {}).ok).toBe(false)
  })
})

describe('the SPEC §8 messages, word for word', () => {
  it('sign-up, sign-in, sign-out and profile', () => {
    expect({
      signUpFailed: ACCOUNT_MESSAGES.signUpFailed,
      signUpSuccessTitle: ACCOUNT_MESSAGES.signUpSuccessTitle,
      signUpSuccess: ACCOUNT_MESSAGES.signUpSuccess,
      signInFailed: ACCOUNT_MESSAGES.signInFailed,
      signInSuccess: ACCOUNT_MESSAGES.signInSuccess,
      signOutFailed: ACCOUNT_MESSAGES.signOutFailed,
      profileLoadFailed: ACCOUNT_MESSAGES.profileLoadFailed,
      profileUpdateFailed: ACCOUNT_MESSAGES.profileUpdateFailed,
      profileUpdatedTitle: ACCOUNT_MESSAGES.profileUpdatedTitle,
      profileUpdated: ACCOUNT_MESSAGES.profileUpdated,
      firstNameRequired: ACCOUNT_MESSAGES.firstNameRequired,
      lastNameRequired: ACCOUNT_MESSAGES.lastNameRequired,
      passwordMin: ACCOUNT_MESSAGES.passwordMin,
    }).toEqual({
      signUpFailed: 'Sign up failed',
      signUpSuccessTitle: 'Check your email',
      signUpSuccess: "We've sent you a confirmation link to complete your registration.",
      signInFailed: 'Sign in failed',
      signInSuccess: "Welcome back! You've been signed in successfully.",
      signOutFailed: 'Sign out failed',
      profileLoadFailed: 'Error loading profile',
      profileUpdateFailed: 'Error updating profile',
      profileUpdatedTitle: 'Profile updated',
      profileUpdated: 'Your profile has been updated successfully.',
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      passwordMin: 'Password must be at least 6 characters',
    })
  })

  it("the header's Sign Out, which says it without loading the schemas, says the same", () => {
    expect(SIGN_OUT_MESSAGES.failedTitle).toBe('Sign out failed')
  })
})
