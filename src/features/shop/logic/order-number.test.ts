import { describe, expect, it } from 'vitest'

import { isOrderId, newOrderId, ORDER_ID_LENGTH, ORDER_ID_PATTERN, orderNumberOf } from './order-number'

describe('order numbers (SPEC §3)', () => {
  it('are VLV- and the last 6 characters of the order id, upper-cased', () => {
    expect(orderNumberOf('k3j9x0q2m8v1b7c4n6zt')).toBe('VLV-C4N6ZT')
    expect(orderNumberOf('abc')).toBe('VLV-ABC')
    expect(orderNumberOf(1234567)).toBe('VLV-234567')
  })
})

describe('order ids', () => {
  it('are 20 characters of 0-9 and a-z', () => {
    for (let i = 0; i < 200; i++) {
      const id = newOrderId()
      expect(id).toHaveLength(ORDER_ID_LENGTH)
      expect(id).toMatch(/^[0-9a-z]+$/)
      expect(id).toMatch(ORDER_ID_PATTERN)
      expect(isOrderId(id)).toBe(true)
    }
  })

  it('differ from one another', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newOrderId()))
    expect(ids.size).toBe(500)
  })

  it('take each random byte below 252 as one character, dropping the rest', () => {
    // 0 → "0", 35 → "z", 36 → "0" again, 251 → 251 % 36 = 35 → "z"; 252..255 are dropped.
    const bytes = [252, 253, 254, 255, 0, 35, 36, 251, 10, 11]
    const random = (buffer: Uint8Array) => {
      for (let i = 0; i < buffer.length; i++) buffer[i] = bytes[i % bytes.length]
      return buffer
    }
    const id = newOrderId(random)
    expect(id).toHaveLength(ORDER_ID_LENGTH)
    expect(id.startsWith('0z0zab0z0zab')).toBe(true)
  })

  it('tell ids from anything else', () => {
    expect(isOrderId('k3j9x0q2m8v1b7c4n6zt')).toBe(true)
    expect(isOrderId('K3J9X0Q2M8V1B7C4N6ZT')).toBe(false)
    expect(isOrderId('k3j9x0q2m8v1b7c4n6z')).toBe(false)
    expect(isOrderId('k3j9x0q2m8v1b7c4n6zt0')).toBe(false)
    expect(isOrderId('k3j9x0q2-8v1b7c4n6zt')).toBe(false)
    expect(isOrderId(12345)).toBe(false)
    expect(isOrderId(null)).toBe(false)
  })
})
