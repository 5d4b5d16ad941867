import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { HSTS, secureTransport, upgradeInsecureRequests } from '../../scripts/lib/transport-security.mjs'

describe('upgradeInsecureRequests', () => {
  it('adds the directive once', () => {
    expect(upgradeInsecureRequests("default-src 'self'; object-src 'none'")).toBe(
      "default-src 'self'; object-src 'none'; upgrade-insecure-requests",
    )
    expect(upgradeInsecureRequests("default-src 'self'; upgrade-insecure-requests")).toBe(
      "default-src 'self'; upgrade-insecure-requests",
    )
  })
})

describe('secureTransport', () => {
  it('sends HSTS and upgrades the policy whoever sets it', () => {
    const res = secureTransport(new ServerResponse(new IncomingMessage(new Socket())))
    res.setHeader('Content-Security-Policy', "default-src 'self'")
    expect(res.getHeader('strict-transport-security')).toBe(HSTS)
    expect(HSTS).toMatch(/^max-age=\d{8,}/)
    expect(res.getHeader('content-security-policy')).toBe("default-src 'self'; upgrade-insecure-requests")
  })
})
