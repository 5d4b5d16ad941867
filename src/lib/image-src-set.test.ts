import { describe, expect, it } from 'vitest'

import { minDisplayWidth, srcSetUpTo } from './image-src-set'

const url = (width: number) => `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.webp&w=${width}&q=75 ${width}w`
const srcSet = (...widths: number[]) => widths.map(url).join(', ')

describe('srcSetUpTo', () => {
  it('keeps the candidates up to the first one as wide as the image', () => {
    expect(srcSetUpTo(srcSet(384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840), 800)).toBe(srcSet(384, 640, 750, 828))
    expect(srcSetUpTo(srcSet(640, 750, 828, 1080, 1200, 1920, 2048, 3840), 1600)).toBe(
      srcSet(640, 750, 828, 1080, 1200, 1920),
    )
    expect(srcSetUpTo(srcSet(640, 750, 828), 750)).toBe(srcSet(640, 750))
  })

  it('leaves the srcset alone when every candidate is narrower, or the width is unknown', () => {
    expect(srcSetUpTo(srcSet(640, 750), 4000)).toBe(srcSet(640, 750))
    expect(srcSetUpTo(srcSet(640, 750), null)).toBe(srcSet(640, 750))
    expect(srcSetUpTo(undefined, 800)).toBeUndefined()
  })

  it('leaves density (x) srcsets alone', () => {
    const dense = '/_next/image?url=a&w=48&q=75 1x, /_next/image?url=a&w=96&q=75 2x'
    expect(srcSetUpTo(dense, 40)).toBe(dense)
  })
})

describe('srcSetUpTo with the narrowest display width', () => {
  it('drops the candidates narrower than the image is ever shown', () => {
    const all = srcSet(32, 48, 64, 96, 128, 256, 384, 640, 750, 828)
    expect(srcSetUpTo(all, 400, 192)).toBe(srcSet(256, 384, 640))
    expect(srcSetUpTo(all, 100, 192)).toBe(srcSet(128))
  })
})

describe('minDisplayWidth', () => {
  it('is the smallest px length, or 0 when a length is not in px', () => {
    expect(minDisplayWidth('192px')).toBe(192)
    expect(minDisplayWidth('(min-width: 768px) 160px, 120px')).toBe(120)
    expect(minDisplayWidth('(min-width: 1024px) 24rem, 100vw')).toBe(0)
    expect(minDisplayWidth(undefined)).toBe(0)
  })
})
