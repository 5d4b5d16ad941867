import { describe, expect, it } from 'vitest'

import { memberSince, overviewName, overviewPhone, profileCompletion } from './dashboard'

describe('account dashboard (SPEC §2 "Accounts")', () => {
  it('Profile Completion is 100% with a first and a last name, otherwise 75%', () => {
    expect(profileCompletion({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('100%')
    expect(profileCompletion({ firstName: 'Ada', lastName: null })).toBe('75%')
    expect(profileCompletion({ firstName: null, lastName: 'Lovelace' })).toBe('75%')
    expect(profileCompletion({ firstName: '  ', lastName: 'Lovelace' })).toBe('75%')
    expect(profileCompletion({})).toBe('75%')
  })

  it('shows the name only when there is a first name', () => {
    expect(overviewName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace')
    expect(overviewName({ firstName: 'Ada', lastName: '' })).toBe('Ada')
    expect(overviewName({ firstName: null, lastName: 'Lovelace' })).toBeNull()
    expect(overviewName({ firstName: ' ', lastName: 'Lovelace' })).toBeNull()
  })

  it('says when the member joined, or N/A', () => {
    expect(memberSince('2024-01-05T12:00:00.000Z')).toBe('January 5, 2024')
    expect(memberSince(null)).toBe('N/A')
    expect(memberSince('not a date')).toBe('N/A')
  })

  it('shows the phone only when present', () => {
    expect(overviewPhone('+1 555 0100')).toBe('+1 555 0100')
    expect(overviewPhone('')).toBeNull()
    expect(overviewPhone(null)).toBeNull()
  })
})
