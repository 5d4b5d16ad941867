import { describe, expect, it } from 'vitest'

import { paidReturnAddress } from './return-address'

const SITE = 'http://localhost:3000'
const confirmation = `${SITE}/order-confirmation?session_id=cs_sim_ABCDEFGHIJKLMNOPQRSTUVWX`

describe('paidReturnAddress', () => {
  it("follows the confirmation address on the site's origin, from the site's address or another one", () => {
    expect(paidReturnAddress(confirmation, SITE, SITE)).toBe(confirmation)
    expect(paidReturnAddress(confirmation, 'http://127.0.0.1:3000', SITE)).toBe(confirmation)
  })

  it("keeps a path, or an address on the page's own origin", () => {
    expect(paidReturnAddress('/order-confirmation?session_id=cs_x', 'http://127.0.0.1:3000', SITE)).toBe(
      'http://127.0.0.1:3000/order-confirmation?session_id=cs_x',
    )
  })

  it("goes to the same path on the page's origin rather than to a third origin, or fail", () => {
    expect(
      paidReturnAddress('https://evil.example/order-confirmation?session_id=cs_x', 'http://127.0.0.1:3000', SITE),
    ).toBe('http://127.0.0.1:3000/order-confirmation?session_id=cs_x')
    expect(paidReturnAddress('http://[bad', SITE, SITE)).toBe(`${SITE}/order-confirmation`)
  })
})
