import { describe, expect, it } from 'vitest'

import { PAGEVIEW_MAX_BODY_BYTES, parsePageView, referrerHost } from './pageview'

const own = ['vanlife.example', 'localhost']

describe('parsePageView', () => {
  it('keeps the path and the host of an outside referrer', () => {
    expect(
      parsePageView(JSON.stringify({ path: '/stories', referrer: 'https://www.Instagram.com/p/abc?x=1' }), own),
    ).toEqual({
      ok: true,
      skip: false,
      view: { path: '/stories', referrerHost: 'www.instagram.com' },
    })
  })

  it('drops same-site and missing referrers, and the query and fragment of the path', () => {
    expect(
      parsePageView(JSON.stringify({ path: '/about?utm=x#team', referrer: 'https://vanlife.example/link' }), own),
    ).toEqual({
      ok: true,
      skip: false,
      view: { path: '/about', referrerHost: null },
    })
    expect(parsePageView(JSON.stringify({ path: '/' }), own)).toEqual({
      ok: true,
      skip: false,
      view: { path: '/', referrerHost: null },
    })
  })

  it('skips admin and api paths', () => {
    expect(parsePageView(JSON.stringify({ path: '/admin/collections' }), own)).toEqual({ ok: true, skip: true })
    expect(parsePageView(JSON.stringify({ path: '/api' }), own)).toEqual({ ok: true, skip: true })
    expect(parsePageView(JSON.stringify({ path: '/apiary' }), own)).toMatchObject({ ok: true, skip: false })
  })

  it.each([
    ['not json', 'hello'],
    ['a relative path', JSON.stringify({ path: 'stories' })],
    ['a protocol-relative path', JSON.stringify({ path: '//evil.example' })],
    ['a too long path', JSON.stringify({ path: `/${'a'.repeat(512)}` })],
    ['a missing path', JSON.stringify({ referrer: 'https://x.example' })],
    ['a too large body', JSON.stringify({ path: '/', referrer: 'x'.repeat(PAGEVIEW_MAX_BODY_BYTES) })],
  ])('rejects %s', (_label, body) => {
    expect(parsePageView(body, own).ok).toBe(false)
  })
})

describe('referrerHost', () => {
  it('ignores non-http and unparsable referrers', () => {
    expect(referrerHost('android-app://com.example', own)).toBeNull()
    expect(referrerHost('not a url', own)).toBeNull()
    expect(referrerHost('', own)).toBeNull()
    expect(referrerHost('http://localhost:3000/x', own)).toBeNull()
  })
})
