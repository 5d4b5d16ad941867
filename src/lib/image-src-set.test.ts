import { describe, expect, it } from 'vitest'

import { minDisplayWidth, srcSetFrom } from './image-src-set'

const url = (width: number) => `/api/media/file/a-${width}x${width}.webp ${width}w`
const srcSet = (...widths: number[]) => widths.map(url).join(', ')

describe('srcSetFrom', () => {
  it('drops the candidates narrower than the image is ever shown', () => {
    expect(srcSetFrom(srcSet(150, 768, 1024, 1600), 192)).toBe(srcSet(768, 1024, 1600))
    expect(srcSetFrom(srcSet(150, 768, 1024), 768)).toBe(srcSet(768, 1024))
  })

  it('keeps the widest when every candidate is narrower, and everything without a width', () => {
    expect(srcSetFrom(srcSet(150, 768), 2000)).toBe(srcSet(768))
    expect(srcSetFrom(srcSet(150, 768))).toBe(srcSet(150, 768))
    expect(srcSetFrom(undefined, 800)).toBeUndefined()
  })

  it('leaves density (x) srcsets alone', () => {
    const dense = '/api/media/file/a-48.webp 1x, /api/media/file/a-96.webp 2x'
    expect(srcSetFrom(dense, 40)).toBe(dense)
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
