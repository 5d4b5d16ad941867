import { describe, expect, it } from 'vitest'

import { missingCheckoutFields } from './checkout-missing'

const VALID = {
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Rivera',
  address: '12 Coast Road',
  city: 'Portland',
  postalCode: '97201',
  country: 'US',
}

describe('missingCheckoutFields', () => {
  it('names every empty field of a new form, in the form order', () => {
    expect(
      missingCheckoutFields({
        ...VALID,
        email: '',
        firstName: '',
        lastName: '',
        address: '',
        city: '',
        postalCode: '',
      }),
    ).toEqual(['email', 'firstName', 'lastName', 'address', 'city', 'postalCode'])
  })

  it('shrinks as fields are filled in', () => {
    expect(missingCheckoutFields({ ...VALID, email: '', address: '' })).toEqual(['email', 'address'])
    expect(missingCheckoutFields({ ...VALID, address: '' })).toEqual(['address'])
    expect(missingCheckoutFields(VALID)).toEqual([])
  })

  it('names a field typed but not yet valid (by the form rules)', () => {
    expect(missingCheckoutFields({ ...VALID, email: 'sam@' })).toEqual(['email'])
    expect(missingCheckoutFields({ ...VALID, firstName: 'S', postalCode: '97' })).toEqual(['firstName', 'postalCode'])
    expect(missingCheckoutFields({ ...VALID, address: '12 C' })).toEqual(['address'])
  })

  it('names a missing or unknown country', () => {
    expect(missingCheckoutFields({ ...VALID, country: 'XX' })).toEqual(['country'])
    const { country: _country, ...withoutCountry } = VALID
    expect(missingCheckoutFields(withoutCountry)).toEqual(['country'])
  })

  it('names a field the server refused, though its value passes the form rules, in the form order', () => {
    expect(missingCheckoutFields(VALID, ['postalCode'])).toEqual(['postalCode'])
    expect(missingCheckoutFields({ ...VALID, email: '' }, ['city', 'root', 'email'])).toEqual(['email', 'city'])
  })
})
