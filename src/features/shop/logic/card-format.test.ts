import { describe, expect, it } from 'vitest'

import {
  formatCardNumber,
  formatCardNumberText,
  formatCvc,
  formatCvcText,
  formatExpiry,
  formatExpiryText,
} from './card-format'

describe('formatCardNumberText', () => {
  it('groups the digits by four as they are typed', () => {
    expect(formatCardNumberText('4')).toBe('4')
    expect(formatCardNumberText('4242')).toBe('4242')
    expect(formatCardNumberText('42424')).toBe('4242 4')
    expect(formatCardNumberText('4242424242424242')).toBe('4242 4242 4242 4242')
  })

  it('drops anything but digits, and digits past sixteen', () => {
    expect(formatCardNumberText('4242-4242 4242x4242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumberText('42424242424242429999')).toBe('4242 4242 4242 4242')
    expect(formatCardNumberText('abc')).toBe('')
  })
})

describe('formatCardNumber caret', () => {
  it('stays at the end while typing at the end', () => {
    expect(formatCardNumber('42424')).toEqual({ value: '4242 4', caret: 6 })
  })

  it('stays after the same digit when a digit is typed in the middle', () => {
    // "4242 4242" with "1" typed after the second digit: "42142 4242", caret after the "1" (3).
    expect(formatCardNumber('42142 4242', 3)).toEqual({ value: '4214 2424 2', caret: 3 })
  })

  it('stays after the same digit when one is deleted in the middle', () => {
    // "4242 4242", the "4" at index 5 deleted: "4242 242", caret at 5 (after four digits).
    expect(formatCardNumber('4242 242', 5)).toEqual({ value: '4242 242', caret: 4 })
  })

  it('pasted with dashes', () => {
    expect(formatCardNumber('4000-0000-0000-0002')).toEqual({ value: '4000 0000 0000 0002', caret: 19 })
  })
})

describe('formatExpiryText', () => {
  it('turns 1230 into 12/30', () => {
    expect(formatExpiryText('1230')).toBe('12/30')
  })

  it('adds the slash once the month is complete', () => {
    expect(formatExpiryText('')).toBe('')
    expect(formatExpiryText('1')).toBe('1')
    expect(formatExpiryText('0')).toBe('0')
    expect(formatExpiryText('12')).toBe('12/')
    expect(formatExpiryText('12/3')).toBe('12/3')
    expect(formatExpiryText('12 / 30')).toBe('12/30')
  })

  it('reads a first digit that cannot start a month as 0 and that digit', () => {
    expect(formatExpiryText('4')).toBe('04/')
    expect(formatExpiryText('430')).toBe('04/30')
  })

  it('drops the trailing slash while deleting, so backspace goes through it', () => {
    expect(formatExpiryText('12', true)).toBe('12')
    expect(formatExpiryText('1', true)).toBe('1')
    expect(formatExpiryText('12/3', true)).toBe('12/3')
  })

  it('keeps four digits at most', () => {
    expect(formatExpiryText('123099')).toBe('12/30')
  })
})

describe('formatExpiry caret', () => {
  it('goes after the slash when the month is typed', () => {
    expect(formatExpiry('12')).toEqual({ value: '12/', caret: 3 })
  })

  it('stays after the same digit in the middle', () => {
    // "12/30" with the "2" deleted: "1/30", caret at 1.
    expect(formatExpiry('1/30', 1)).toEqual({ value: '13/0', caret: 1 })
  })
})

describe('formatCvcText', () => {
  it('keeps digits only, four at most', () => {
    expect(formatCvcText('12a3')).toBe('123')
    expect(formatCvcText('12345')).toBe('1234')
    expect(formatCvc('1x2', 2)).toEqual({ value: '12', caret: 1 })
  })
})
