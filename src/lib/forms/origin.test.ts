import { describe, expect, it } from 'vitest'

import { isJsonContentType, isSameOriginRequest } from './origin'

const SITE = 'https://vanlife.example'

describe('isSameOriginRequest', () => {
  it('passes requests from the site, at SITE_URL or the address they were sent to', () => {
    expect(isSameOriginRequest(new Headers({ origin: SITE, 'sec-fetch-site': 'same-origin' }), SITE)).toBe(true)
    expect(isSameOriginRequest(new Headers({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), SITE)).toBe(
      true,
    )
    expect(isSameOriginRequest(new Headers({ 'sec-fetch-site': 'same-origin' }), SITE)).toBe(true)
  })

  it('passes requests that carry neither header (not a browser; the rate limit still counts them)', () => {
    expect(isSameOriginRequest(new Headers(), SITE)).toBe(true)
  })

  it('refuses what a browser says comes from elsewhere', () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', host: 'vanlife.example' },
      { origin: 'null' },
      { origin: 'file://' },
      { origin: 'https://vanlife.example.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { origin: SITE, 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of refused)
      expect(isSameOriginRequest(new Headers(headers), SITE), JSON.stringify(headers)).toBe(false)
  })
})

describe('isJsonContentType', () => {
  it('accepts application/json with or without parameters only', () => {
    expect(isJsonContentType('application/json')).toBe(true)
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true)
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
      null,
    ]) {
      expect(isJsonContentType(type)).toBe(false)
    }
  })
})
