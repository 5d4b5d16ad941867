import { describe, expect, it, vi } from 'vitest'

import { versionedAddress } from './address'
import { fnv1a } from './random'

describe('versionedAddress', () => {
  it("names a drawing by its path and its bytes' version, drawing it once", () => {
    const draw = vi.fn(() => '<svg>one</svg>')
    const address = versionedAddress('/illustrations/test-once.svg', draw)
    expect(address).toBe(`/illustrations/test-once.svg?v=${fnv1a('<svg>one</svg>').toString(36)}`)
    expect(versionedAddress('/illustrations/test-once.svg', draw)).toBe(address)
    expect(draw).toHaveBeenCalledTimes(1)
  })

  it('gives other bytes another version', () => {
    const one = versionedAddress('/illustrations/test-a.svg', () => '<svg>a</svg>').split('?v=')[1]
    const other = versionedAddress('/illustrations/test-b.svg', () => '<svg>b</svg>').split('?v=')[1]
    expect(one).not.toBe(other)
  })
})

describe('fnv1a', () => {
  it('is the 32-bit FNV-1a of the text', () => {
    expect(fnv1a('')).toBe(0x811c9dc5)
    expect(fnv1a('a')).toBe(0xe40c292c)
    expect(fnv1a('foobar')).toBe(0xbf9cf968)
  })
})
