import { ServerResponse, IncomingMessage } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { publicCacheControl, sayPublicWhenShared } from '../../scripts/lib/public-cache-control.mjs'

describe('publicCacheControl', () => {
  it('adds public to the Cache-Control Next gives cached pages', () => {
    expect(publicCacheControl('s-maxage=300, stale-while-revalidate=31535700')).toBe(
      'public, s-maxage=300, stale-while-revalidate=31535700',
    )
    expect(publicCacheControl('s-maxage=31536000')).toBe('public, s-maxage=31536000')
  })

  it('leaves private and other answers as they are', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'public, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
    ])
      expect(publicCacheControl(value)).toBe(value)
    expect(publicCacheControl(['a', 'b'])).toEqual(['a', 'b'])
  })
})

describe('sayPublicWhenShared', () => {
  it('rewrites Cache-Control set on the response, whatever the header name case', () => {
    const res = sayPublicWhenShared(new ServerResponse(new IncomingMessage(new Socket())))
    res.setHeader('Cache-Control', 's-maxage=120, stale-while-revalidate=60')
    expect(res.getHeader('cache-control')).toBe('public, s-maxage=120, stale-while-revalidate=60')
    res.setHeader('cache-control', 'private, no-store')
    expect(res.getHeader('cache-control')).toBe('private, no-store')
    res.setHeader('Content-Type', 'text/html')
    expect(res.getHeader('content-type')).toBe('text/html')
  })
})
