import { describe, expect, it } from 'vitest'

import { ctaBackground, ctaProps } from './vocabulary'

describe('ctaProps', () => {
  it('fills in the SPEC defaults', () => {
    expect(ctaProps({})).toEqual({
      heading: 'Join our community',
      subheading: 'Get more stories and tips delivered to your inbox',
      buttonText: 'Subscribe',
      buttonHref: '/share-your-story',
      badgeText: null,
      background: 'mocha',
    })
  })

  it('keeps given values and replaces an unsafe href by the default', () => {
    const props = ctaProps({
      heading: ' Hi ',
      buttonHref: 'javascript:alert(1)',
      badgeText: 'NEW',
      background: 'burnt',
    })
    expect(props).toMatchObject({
      heading: 'Hi',
      buttonHref: '/share-your-story',
      badgeText: 'NEW',
      background: 'burnt',
    })
  })

  it('reads the background colour out of a class list', () => {
    expect(ctaBackground('bg-terra text-white')).toBe('terra')
    expect(ctaBackground('bg-sand')).toBe('sand')
    expect(ctaBackground('bg-gradient-to-r from-burnt')).toBe('burnt')
    expect(ctaBackground('bg-[#123]')).toBe('mocha')
    expect(ctaProps({ backgroundClassName: 'bg-burnt' }).background).toBe('burnt')
  })
})
