import { describe, expect, it } from 'vitest'

import { passwordWeakness, STRENGTH_MESSAGES } from './password-strength'

describe('passwordWeakness', () => {
  it('names what is missing', () => {
    expect(passwordWeakness('!!!!!!!')).toBe(STRENGTH_MESSAGES.letterAndNumber)
    expect(passwordWeakness('12345678')).toBe(STRENGTH_MESSAGES.letter)
    expect(passwordWeakness('abcdefg')).toBe(STRENGTH_MESSAGES.number)
  })

  it('accepts a letter and a number, or a long passphrase', () => {
    expect(passwordWeakness('rust4road')).toBeNull()
    expect(passwordWeakness('slow roads north')).toBeNull()
    expect(passwordWeakness('Ünïcode7')).toBeNull()
  })

  it('refuses the most common passwords whatever their case', () => {
    expect(passwordWeakness('Password123')).toBe(STRENGTH_MESSAGES.common)
    expect(passwordWeakness('1q2w3e4r')).toBe(STRENGTH_MESSAGES.common)
  })

  it('refuses a password that contains the email name', () => {
    expect(passwordWeakness('maya2024', 'maya@example.com')).toBe(STRENGTH_MESSAGES.containsEmail)
    expect(passwordWeakness('maya2024', 'jo@example.com')).toBeNull()
  })
})
