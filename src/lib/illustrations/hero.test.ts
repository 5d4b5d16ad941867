import { describe, expect, it } from 'vitest'

import { HERO_ART_HEIGHT, HERO_ART_SKY_TOP, HERO_ART_WIDTH, homeHeroSrc, homeHeroSvg } from './hero'
import { fnv1a } from './random'

describe('homeHeroSvg', () => {
  it('is deterministic: the same bytes every call', () => {
    expect(homeHeroSvg()).toBe(homeHeroSvg())
  })

  it('is one SVG document with its viewBox and size', () => {
    const svg = homeHeroSvg()
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).toContain(`viewBox="0 0 ${HERO_ART_WIDTH} ${HERO_ART_HEIGHT}"`)
    expect(svg.match(/<svg/g)).toHaveLength(1)
  })

  it('has no text, no scripts and no outside references', () => {
    const svg = homeHeroSvg()
    expect(svg).not.toMatch(/<text|<script|<image|<foreignObject|href=|on[a-z]+=/i)
    expect(svg).not.toMatch(/url\((?!#)/)
  })

  it('is named on the page by its route and the version of its bytes', () => {
    expect(homeHeroSrc()).toBe(`/illustrations/home-hero.svg?v=${fnv1a(homeHeroSvg()).toString(36)}`)
  })

  it('starts its sky with the hero background colour, so the picture melts into it', () => {
    expect(homeHeroSvg()).toContain(`<stop offset="0" stop-color="${HERO_ART_SKY_TOP}"/>`)
  })
})
