import { describe, expect, it } from 'vitest'

import { CAPTCHA_TOKEN_FIELD, recaptchaScriptUrl } from './constants'

/** An action a form executes (the contact form's, SPEC §7). */
const CONTACT_CAPTCHA_ACTION = 'submit_contact'
import { judgeSiteverify, MAX_TOKEN_LENGTH, readCaptchaToken } from './decision'

const expectation = { minScore: 0.5, expectedAction: CONTACT_CAPTCHA_ACTION }

describe('readCaptchaToken', () => {
  it('reads a trimmed string token', () => {
    expect(readCaptchaToken({ [CAPTCHA_TOKEN_FIELD]: '  abc  ' })).toBe('abc')
  })

  it.each([
    ['no body', null],
    ['not an object', 'token'],
    ['no field', { name: 'Maya' }],
    ['empty', { [CAPTCHA_TOKEN_FIELD]: '   ' }],
    ['a number', { [CAPTCHA_TOKEN_FIELD]: 42 }],
    ['an array', { [CAPTCHA_TOKEN_FIELD]: ['abc'] }],
    ['too long', { [CAPTCHA_TOKEN_FIELD]: 'x'.repeat(MAX_TOKEN_LENGTH + 1) }],
  ])('gives null for %s', (_label, body) => {
    expect(readCaptchaToken(body)).toBeNull()
  })

  it('ignores an inherited field', () => {
    expect(readCaptchaToken(Object.create({ [CAPTCHA_TOKEN_FIELD]: 'abc' }))).toBeNull()
  })
})

describe('judgeSiteverify', () => {
  it('accepts success with the expected action and a high enough score', () => {
    expect(judgeSiteverify({ success: true, action: CONTACT_CAPTCHA_ACTION, score: 0.9 }, expectation)).toEqual({
      ok: true,
      score: 0.9,
    })
    expect(judgeSiteverify({ success: true, action: CONTACT_CAPTCHA_ACTION, score: 0.5 }, expectation).ok).toBe(true)
  })

  it('rejects an unsuccessful answer with its error codes', () => {
    expect(judgeSiteverify({ success: false, 'error-codes': ['invalid-input-response', 7] }, expectation)).toEqual({
      ok: false,
      reason: 'not-success',
      errorCodes: ['invalid-input-response'],
    })
  })

  it.each([null, 'ok', 42, [], { success: 'true' }])('treats %j as not successful', (answer) => {
    expect(judgeSiteverify(answer, expectation)).toMatchObject({
      ok: false,
      reason: 'not-success',
    })
  })

  it('rejects another or a missing action', () => {
    expect(judgeSiteverify({ success: true, action: 'login', score: 0.9 }, expectation)).toEqual({
      ok: false,
      reason: 'wrong-action',
      score: 0.9,
    })
    expect(judgeSiteverify({ success: true, score: 0.9 }, expectation)).toMatchObject({ reason: 'wrong-action' })
  })

  it('rejects a score under the minimum, or none at all', () => {
    expect(judgeSiteverify({ success: true, action: CONTACT_CAPTCHA_ACTION, score: 0.3 }, expectation)).toEqual({
      ok: false,
      reason: 'low-score',
      score: 0.3,
    })
    expect(judgeSiteverify({ success: true, action: CONTACT_CAPTCHA_ACTION }, expectation)).toMatchObject({
      reason: 'low-score',
    })
    expect(
      judgeSiteverify({ success: true, action: CONTACT_CAPTCHA_ACTION, score: Number.NaN }, expectation),
    ).toMatchObject({ reason: 'low-score' })
  })
})

describe('recaptchaScriptUrl', () => {
  it('renders the v3 script for the site key', () => {
    expect(recaptchaScriptUrl('key with/odd chars')).toBe(
      'https://www.google.com/recaptcha/api.js?render=key%20with%2Fodd%20chars',
    )
  })
})
