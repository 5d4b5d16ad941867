import { describe, expect, it } from 'vitest'

import {
  DUPLICATE_WINDOW_MS,
  hashIp,
  HONEYPOT_FIELD,
  isHoneypotTripped,
  isWithinDuplicateWindow,
  MAX_BODY_BYTES,
  rateLimitMessage,
  submissionFingerprint,
} from './guard'

describe('honeypot', () => {
  it('uses the website field and trips only on a filled value', () => {
    expect(HONEYPOT_FIELD).toBe('website')
    expect(isHoneypotTripped({ website: 'http://spam.example' })).toBe(true)
    expect(isHoneypotTripped({ website: ['x'] })).toBe(true)
    expect(isHoneypotTripped({ website: 1 })).toBe(true)
    for (const body of [{}, { website: '' }, { website: '  ' }, { website: null }, null, 'website', 42, []]) {
      expect(isHoneypotTripped(body)).toBe(false)
    }
    expect(isHoneypotTripped(Object.create({ website: 'inherited' }))).toBe(false)
  })
})

describe('rateLimitMessage', () => {
  it.each([
    [1, 'Too many attempts. Please wait 1 second and try again.'],
    [45, 'Too many attempts. Please wait 45 seconds and try again.'],
    [60, 'Too many attempts. Please wait 1 minute and try again.'],
    [61, 'Too many attempts. Please wait 2 minutes and try again.'],
    [600, 'Too many attempts. Please wait 10 minutes and try again.'],
    [0, 'Too many attempts. Please wait 1 second and try again.'],
    [Number.NaN, 'Too many attempts. Please wait 1 minute and try again.'],
  ])('%s seconds', (seconds, message) => {
    expect(rateLimitMessage(seconds)).toBe(message)
  })
})

describe('hashIp', () => {
  it('hashes with the secret to sha256 hex', () => {
    const hash = hashIp('203.0.113.7', 'secret-1')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('203')
    expect(hashIp('203.0.113.7', 'secret-1')).toBe(hash)
    expect(hashIp('203.0.113.7', 'secret-2')).not.toBe(hash)
    expect(hashIp('203.0.113.8', 'secret-1')).not.toBe(hash)
  })
})

describe('submissionFingerprint', () => {
  const fields = { name: 'Maya', email: 'maya@example.com', message: 'Hello there, vanlifers!' }

  it('is stable across key order, spacing and email case', () => {
    const fp = submissionFingerprint('contact', fields)
    expect(fp).toMatch(/^[0-9a-f]{64}$/)
    expect(
      submissionFingerprint('contact', {
        message: ' Hello  there, vanlifers! ',
        email: ' MAYA@Example.com ',
        name: 'Maya ',
      }),
    ).toBe(fp)
    expect(submissionFingerprint('contact', { ...fields, extra: undefined })).toBe(fp)
  })

  it('differs by form name and by content', () => {
    const fp = submissionFingerprint('contact', fields)
    expect(submissionFingerprint('story', fields)).not.toBe(fp)
    expect(submissionFingerprint('contact', { ...fields, name: 'maya' })).not.toBe(fp)
    expect(submissionFingerprint('contact', { ...fields, subscribeToNewsletter: true })).not.toBe(fp)
  })

  it('recognises resubmissions within the duplicate window', () => {
    expect(DUPLICATE_WINDOW_MS).toBe(60_000)
    expect(isWithinDuplicateWindow(1000, 1000 + 59_999)).toBe(true)
    expect(isWithinDuplicateWindow(1000, 1000 + 60_000)).toBe(false)
    expect(isWithinDuplicateWindow(1000, 999)).toBe(false)
  })
})

describe('MAX_BODY_BYTES', () => {
  it('is 16 KB (./body.ts reads within it)', () => {
    expect(MAX_BODY_BYTES).toBe(16 * 1024)
  })
})
