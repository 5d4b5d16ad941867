import { describe, expect, it } from 'vitest'

import { ELECTRICS_PARTS } from '@/lib/illustrations/products'

import { sponsorLook } from './looks'

describe('sponsorLook', () => {
  it('gives the two pages different layouts and their own product picture with a real alt text', () => {
    const vunked = sponsorLook('sponsor-vunked')
    const trelino = sponsorLook('sponsor-trelino')
    expect(vunked.layout).toBe('angled')
    expect(trelino.layout).toBe('rounded')
    expect(vunked.product).toEqual(
      expect.objectContaining({
        src: expect.stringMatching(/^\/illustrations\/products\/vunked-electrics\.svg\?v=[0-9a-z]+$/),
        width: 1600,
        height: 1000,
      }),
    )
    expect(trelino.product).toEqual(
      expect.objectContaining({
        src: expect.stringMatching(/^\/illustrations\/products\/trelino-toilet\.svg\?v=[0-9a-z]+$/),
        width: 1200,
        height: 1200,
      }),
    )
    expect(vunked.product.alt).toMatch(/solar panels/)
    expect(trelino.product.alt).toMatch(/composting toilet/)
  })

  it('gives the electrics page the spec table of its diagram, the toilet page none', () => {
    expect(sponsorLook('sponsor-vunked').parts).toBe(ELECTRICS_PARTS)
    expect(sponsorLook('sponsor-trelino').parts).toBeNull()
  })
})
