import { describe, expect, it } from 'vitest'

import { humanize } from './columns'

describe('export columns', () => {
  it('humanizes select values', () => {
    expect(humanize('not-requested')).toBe('Not requested')
    expect(humanize('confirmed')).toBe('Confirmed')
  })
})
