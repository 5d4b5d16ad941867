import { describe, expect, it } from 'vitest'

import { clientAddressKey, getClientIp } from './client-address'

describe('getClientIp', () => {
  it('reads the address npm start put in X-Forwarded-For (its last entry), never X-Real-IP', () => {
    expect(getClientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(getClientIp(new Headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7' }))).toBe('203.0.113.7')
    expect(getClientIp(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('unknown')
    expect(getClientIp({ 'x-forwarded-for': ['198.51.100.1'] })).toBe('198.51.100.1')
  })

  it('accepts IPv4 and IPv6 only, lower-cased, mapped IPv4 unwrapped', () => {
    expect(getClientIp(new Headers({ 'x-forwarded-for': '2001:DB8::1' }))).toBe('2001:db8::1')
    expect(getClientIp(new Headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1')
    for (const value of ['<script>', 'unknown', '1.2.3', '999.1.1.1', '']) {
      expect(getClientIp(new Headers({ 'x-forwarded-for': value }))).toBe('unknown')
    }
    expect(getClientIp(new Headers())).toBe('unknown')
    expect(getClientIp({})).toBe('unknown')
  })
})

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses and anything that is not IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientAddressKey('unknown')).toBe('unknown')
  })

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = clientAddressKey('2001:db8:1:2::1')
    expect(key).toBe('2001:db8:1:2::/64')
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key)
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key)
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64')
    expect(clientAddressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
  })
})
