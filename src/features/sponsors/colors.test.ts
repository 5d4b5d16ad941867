import { describe, expect, it } from 'vitest'

import { accentOn, contrastRatio, hexOr, parseHex, readableOn, SITE_COLORS, sponsorTheme } from './colors'

describe('sponsor colours', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(parseHex('#f59e0b')).toEqual({ r: 245, g: 158, b: 11 })
    expect(parseHex(' #FFF ')).toEqual({ r: 255, g: 255, b: 255 })
    expect(parseHex('f59e0b')).toBeNull()
    expect(parseHex('red')).toBeNull()
    expect(parseHex('#f59e0b; background: url(x)')).toBeNull()
    expect(parseHex(null)).toBeNull()
    expect(hexOr('#ABC', '#000000')).toBe('#aabbcc')
    expect(hexOr('javascript:alert(1)', '#000000')).toBe('#000000')
  })

  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio(SITE_COLORS.white, SITE_COLORS.burnt)).toBeGreaterThan(5.5)
  })

  it('picks white or mocha text, whichever reads better', () => {
    expect(readableOn('#1f2937')).toBe(SITE_COLORS.white)
    expect(readableOn('#f59e0b')).toBe(SITE_COLORS.mocha)
    expect(readableOn('#f3efe6')).toBe(SITE_COLORS.mocha)
    expect(readableOn('#2f6b4f')).toBe(SITE_COLORS.white)
  })

  it('keeps an accent that already contrasts, and darkens or lightens one that does not', () => {
    expect(accentOn('#f59e0b', '#1f2937', 3)).toBe('#f59e0b')
    const onCard = accentOn('#f59e0b', SITE_COLORS.card, 3)
    expect(onCard).not.toBe('#f59e0b')
    expect(contrastRatio(onCard, SITE_COLORS.card)).toBeGreaterThanOrEqual(3)
    const onDark = accentOn('#2f3b4f', '#1f2937', 4.5)
    expect(contrastRatio(onDark, '#1f2937')).toBeGreaterThanOrEqual(4.5)
  })

  it('gives every part of a sponsor page a readable pair, with fallbacks for bad input', () => {
    for (const [primary, background] of [
      ['#f59e0b', '#1f2937'],
      ['#2f6b4f', '#f3efe6'],
      ['#ffff00', '#ffffff'],
      ['#777777', '#7a7a7a'],
      ['#0000ff', '#000000'],
      ['nonsense', null],
    ] as const) {
      const theme = sponsorTheme(primary, background)
      expect(contrastRatio(theme.onPrimary, theme.primary)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(theme.heroText, theme.heroBackground)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(theme.highlight, theme.heroBackground)).toBeGreaterThanOrEqual(3)
      expect(contrastRatio(theme.accent, SITE_COLORS.card)).toBeGreaterThanOrEqual(3)
    }
    expect(sponsorTheme('nonsense', null)).toMatchObject({
      primary: SITE_COLORS.burnt,
      heroBackground: SITE_COLORS.mocha,
    })
    expect(sponsorTheme('#f59e0b', '#1f2937')).toMatchObject({ primary: '#f59e0b', highlight: '#f59e0b' })
  })
})
