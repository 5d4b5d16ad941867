import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { clientAddress, settleClientAddress, trustedProxies } from '../../scripts/lib/client-address.mjs'

/** A request as node:http gives it: the socket's address and the headers. */
function request(socketAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress: socketAddress }, connection: { remoteAddress: socketAddress }, headers } as never
}

describe('TRUSTED_PROXIES unset: the socket decides', () => {
  const trust = trustedProxies(undefined)

  it('ignores X-Forwarded-For and X-Real-IP, and the app then sees only the socket address', () => {
    const req = request('203.0.113.9', {
      'x-forwarded-for': '1.1.1.1',
      'x-real-ip': '2.2.2.2',
      forwarded: 'for=3.3.3.3',
    })
    expect(settleClientAddress(req, trust)).toBe('203.0.113.9')
    expect(req.headers).toEqual({ 'x-forwarded-for': '203.0.113.9' })
  })

  it('unwraps IPv4-mapped IPv6 socket addresses', () => {
    expect(clientAddress(request('::ffff:127.0.0.1'), trust)).toBe('127.0.0.1')
    expect(clientAddress(request('2001:db8::1'), trust)).toBe('2001:db8::1')
  })

  it('treats "" and 0 as no proxy', () => {
    expect(clientAddress(request('203.0.113.9', { 'x-forwarded-for': '1.1.1.1' }), trustedProxies(''))).toBe(
      '203.0.113.9',
    )
    expect(clientAddress(request('203.0.113.9', { 'x-forwarded-for': '1.1.1.1' }), trustedProxies('0'))).toBe(
      '203.0.113.9',
    )
  })
})

describe('TRUSTED_PROXIES as a count', () => {
  it('believes that many hops: nginx in front (1) appends the real client to what the client sent', () => {
    const req = request('127.0.0.1', { 'x-forwarded-for': 'forged-by-client, 198.51.100.4' })
    expect(clientAddress(req, trustedProxies('1'))).toBe('198.51.100.4')
    expect(
      clientAddress(request('127.0.0.1', { 'x-forwarded-for': '1.1.1.1, 198.51.100.4' }), trustedProxies('2')),
    ).toBe('1.1.1.1')
  })

  it('falls back to the socket when nothing was forwarded', () => {
    expect(clientAddress(request('127.0.0.1'), trustedProxies('1'))).toBe('127.0.0.1')
  })
})

describe('TRUSTED_PROXIES as addresses', () => {
  it('skips the trusted proxies from the socket outwards; a forged entry before them is never reached', () => {
    const trust = trustedProxies('loopback, 10.0.0.0/8')
    expect(clientAddress(request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.1.2.3' }), trust)).toBe(
      '198.51.100.4',
    )
    // A request straight from an untrusted address: its header is not believed.
    expect(clientAddress(request('198.51.100.7', { 'x-forwarded-for': '6.6.6.6' }), trust)).toBe('198.51.100.7')
  })

  it('refuses what is not a count, an address, a network or a name, naming the variable', () => {
    for (const value of ['nginx', '1.2.3.4/40', '999.1.1.1', '33', '10.0.0.0/8/1']) {
      expect(() => trustedProxies(value), value).toThrow(/^TRUSTED_PROXIES/)
    }
  })
})
