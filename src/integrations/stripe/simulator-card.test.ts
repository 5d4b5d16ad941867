import { describe, expect, it } from 'vitest'

import {
  CARD_MESSAGES,
  cardOutcome,
  checkCard,
  normalizeCardNumber,
  passesLuhn,
  SIMULATOR_CARDS,
} from './simulator-card'

const NOW = new Date('2026-11-20T12:00:00Z')
const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana Road' }

describe('checkCard', () => {
  it('accepts every test card and answers its digits', () => {
    for (const number of Object.values(SIMULATOR_CARDS)) {
      expect(checkCard({ ...valid, number }, NOW)).toEqual({ ok: true, number: normalizeCardNumber(number) })
    }
  })

  it('checks the number: digits and spaces only, 16 digits, Luhn', () => {
    const numberError = (number: string) => {
      const check = checkCard({ ...valid, number }, NOW)
      return check.ok ? undefined : check.fieldErrors.number
    }
    expect(numberError('4242424242424242')).toBeUndefined()
    expect(numberError(' 4242  4242 4242 4242 ')).toBeUndefined()
    expect(numberError('')).toBe(CARD_MESSAGES.numberIncomplete)
    expect(numberError('4242 4242 4242')).toBe(CARD_MESSAGES.numberIncomplete)
    expect(numberError('4242-4242-4242-4242')).toBe(CARD_MESSAGES.numberInvalid)
    expect(numberError('4242 4242 4242 4241')).toBe(CARD_MESSAGES.numberInvalid)
    expect(numberError('4242 4242 4242 4242 0')).toBe(CARD_MESSAGES.numberInvalid)
  })

  it('checks the expiry: MM/YY, not before this month', () => {
    const expiryError = (expiry: string) => {
      const check = checkCard({ ...valid, expiry }, NOW)
      return check.ok ? undefined : check.fieldErrors.expiry
    }
    expect(expiryError('11/26')).toBeUndefined()
    expect(expiryError(' 01 / 27 ')).toBeUndefined()
    expect(expiryError('10/26')).toBe(CARD_MESSAGES.expiryPast)
    expect(expiryError('12/25')).toBe(CARD_MESSAGES.expiryPast)
    expect(expiryError('13/27')).toBe(CARD_MESSAGES.expiryInvalid)
    expect(expiryError('00/27')).toBe(CARD_MESSAGES.expiryInvalid)
    expect(expiryError('1/27')).toBe(CARD_MESSAGES.expiryIncomplete)
    expect(expiryError('12/2030')).toBe(CARD_MESSAGES.expiryIncomplete)
    expect(expiryError('')).toBe(CARD_MESSAGES.expiryIncomplete)
  })

  it('checks the security code (3 or 4 digits) and the name (not blank)', () => {
    expect(checkCard({ ...valid, cvc: '1234' }, NOW).ok).toBe(true)
    expect(checkCard({ ...valid, cvc: '12', name: '  ' }, NOW)).toEqual({
      ok: false,
      fieldErrors: { cvc: CARD_MESSAGES.cvcIncomplete, name: CARD_MESSAGES.nameMissing },
    })
    expect(checkCard({ ...valid, cvc: '12a' }, NOW)).toMatchObject({
      ok: false,
      fieldErrors: { cvc: expect.any(String) },
    })
  })

  it('reports every bad field at once', () => {
    const check = checkCard({ number: '1', expiry: 'x', cvc: '', name: '' }, NOW)
    expect(check.ok).toBe(false)
    expect(Object.keys(check.ok ? {} : check.fieldErrors).sort()).toEqual(['cvc', 'expiry', 'name', 'number'])
  })
})

describe('cardOutcome', () => {
  it('picks the outcome from the test card; any other valid card is paid', () => {
    expect(cardOutcome(normalizeCardNumber(SIMULATOR_CARDS.success))).toBe('paid')
    expect(cardOutcome(normalizeCardNumber(SIMULATOR_CARDS.declined))).toBe('declined')
    expect(cardOutcome(normalizeCardNumber(SIMULATOR_CARDS.asyncFailure))).toBe('async-failure')
    expect(cardOutcome('5555555555554444')).toBe('paid')
  })
})

describe('passesLuhn', () => {
  it('computes the checksum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4000000000000002')).toBe(true)
    expect(passesLuhn('4000000000000001')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })
})
