import { describe, expect, it } from 'vitest'

import { dynamicCtaProps } from './vocabulary'

describe('dynamicCtaProps', () => {
  it.each([
    'default',
    'link',
    'secondary',
    'destructive',
    'outline',
    'ghost',
    'primary',
    'primary-onDark',
    'secondary-onDark',
  ])('accepts the %s variant', (variant) => {
    expect(dynamicCtaProps({ variant }).variant).toBe(variant)
  })

  it.each([undefined, '', 'fancy', 'PRIMARY', 42])('falls back to primary-onDark for %s', (variant) => {
    expect(dynamicCtaProps({ variant }).variant).toBe('primary-onDark')
  })
})
