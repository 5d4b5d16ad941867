import { describe, expect, it } from 'vitest'

import { highlightProps } from './vocabulary'

describe('highlightProps', () => {
  it('keeps the allowed icon and variant and falls back otherwise', () => {
    expect(highlightProps({ title: 'Tip', icon: 'warning', variant: 'terra' })).toEqual({
      title: 'Tip',
      icon: 'warning',
      variant: 'terra',
    })
    expect(highlightProps({ icon: 'skull', variant: 'neon' })).toEqual({
      title: null,
      icon: 'info',
      variant: 'default',
    })
  })
})
