import { describe, expect, it } from 'vitest'

import {
  ctaBackground,
  ctaProps,
  dynamicCtaProps,
  highlightProps,
  safeHref,
  youtubeId,
  youtubeProps,
} from './vocabulary'

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

describe('safeHref', () => {
  it.each(['/stories', '#top', 'https://example.com', 'http://example.com', 'mailto:a@b.c'])('keeps %s', (href) => {
    expect(safeHref(href)).toBe(href)
  })
  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'vbscript:x', '', null])(
    'refuses %s',
    (href) => {
      expect(safeHref(href)).toBeNull()
    },
  )
})

describe('youtube', () => {
  it('takes an id, or one out of a YouTube URL', () => {
    expect(youtubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('"><script>')).toBeNull()
    expect(youtubeId(undefined)).toBeNull()
  })

  it('defaults the title', () => {
    expect(youtubeProps({ id: 'dQw4w9WgXcQ' })).toEqual({ id: 'dQw4w9WgXcQ', title: 'YouTube video' })
    expect(youtubeProps({})).toEqual({ id: null, title: 'YouTube video' })
  })
})

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
