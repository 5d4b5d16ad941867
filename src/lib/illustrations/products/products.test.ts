import { describe, expect, it } from 'vitest'

import {
  ELECTRICS_PARTS,
  PRODUCT_ART_ALT,
  PRODUCT_ART_SIZE,
  PRODUCT_ARTS,
  productArtFile,
  productArtFromFile,
  productArtSvg,
} from '.'

describe('product art', () => {
  it.each(PRODUCT_ARTS)(
    '%s is deterministic, sized by its viewBox and carries no script or outside reference',
    (art) => {
      const svg = productArtSvg(art)
      expect(productArtSvg(art)).toBe(svg)
      const { width, height } = PRODUCT_ART_SIZE[art]
      expect(
        svg.startsWith(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
        ),
      ).toBe(true)
      expect(svg.endsWith('</svg>')).toBe(true)
      expect(svg).not.toMatch(/<script|on\w+=|href="http|NaN|undefined/)
    },
  )

  it('every url(#id) the pictures use is defined in them', () => {
    for (const art of PRODUCT_ARTS) {
      const svg = productArtSvg(art)
      const used = new Set([...svg.matchAll(/url\(#([\w-]+)\)/g)].map((match) => match[1]))
      for (const id of used) expect(svg, `${art} defines #${id}`).toContain(`id="${id}"`)
    }
  })

  it('the electrics diagram has one numbered pin per part of its spec table', () => {
    const svg = productArtSvg('vunked-electrics')
    const pins = [...svg.matchAll(/font-size="28" fill="#111827">(\d+)<\/text>/g)].map((match) => Number(match[1]))
    expect(pins).toEqual(ELECTRICS_PARTS.map((_, index) => index + 1))
    expect(svg).toContain('VUNKED')
  })

  it('the toilet shows the Trelino name, the liquids bottle and the coir bin', () => {
    const svg = productArtSvg('trelino-toilet')
    expect(svg).toContain('TRELINO')
    expect(svg).toContain('COCO')
    expect(PRODUCT_ART_ALT['trelino-toilet']).toMatch(/composting toilet/)
    expect(PRODUCT_ART_ALT['vunked-electrics']).toMatch(/battery.*inverter|inverter.*battery/)
  })

  it('file names map to pictures and back; others are none', () => {
    for (const art of PRODUCT_ARTS) expect(productArtFromFile(productArtFile(art))).toBe(art)
    expect(productArtFromFile('road-1.svg')).toBeNull()
    expect(productArtFromFile('vunked-electrics.svg.png')).toBeNull()
  })
})
