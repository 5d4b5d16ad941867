import { describe, expect, it } from 'vitest'

import { classifyPath, isBotUserAgent, normalisePath, parsePageView, PATH_MAX_LENGTH, referrerHost } from './pageview'

const own = ['vanlife.example', 'localhost']
const beacon = (path: unknown, referrer?: unknown) => JSON.stringify({ path, referrer })

describe('parsePageView', () => {
  it('keeps a known page and the host of an outside referrer', () => {
    expect(parsePageView(beacon('/stories', 'https://www.Instagram.com/p/abc?x=1'), own)).toEqual({
      ok: true,
      skip: false,
      known: { kind: 'page', path: '/stories' },
      view: { path: '/stories', referrerHost: 'www.instagram.com' },
    })
  })

  it('drops same-site and missing referrers, and the query and fragment of the path', () => {
    expect(parsePageView(beacon('/about?utm=x#team', 'https://vanlife.example/link'), own)).toMatchObject({
      view: { path: '/about', referrerHost: null },
    })
    expect(parsePageView(JSON.stringify({ path: '/' }), own)).toMatchObject({ view: { path: '/', referrerHost: null } })
  })

  it('removes control and invisible characters (NUL, RTL override) from the path and the referrer', () => {
    expect(parsePageView(beacon('/ab\u0000out\u202e', 'https://exa\u0000mple.com/'), own)).toMatchObject({
      view: { path: '/about', referrerHost: 'example.com' },
    })
  })

  it('does not count paths that are not pages of the site', () => {
    for (const path of [
      '/admin/collections',
      '/api',
      '/api/pageview',
      '/stories/page/0',
      '/stories/page/abc',
      '/newsletter/confirm/maybe',
      '/Not-A-Slug',
      '/a/b/c',
      '/admin',
      `/${'a'.repeat(PATH_MAX_LENGTH)}`,
      'stories',
      '//evil.example',
      '',
    ]) {
      expect(parsePageView(beacon(path), own), path).toEqual({ ok: true, skip: true })
    }
  })

  it('counts a slug as a post (the handler checks that it is published)', () => {
    expect(parsePageView(beacon('/night-shifts-to-open-roads/'), own)).toMatchObject({
      known: { kind: 'post', slug: 'night-shifts-to-open-roads' },
      view: { path: '/night-shifts-to-open-roads' },
    })
  })

  it.each([
    ['not json', 'hello'],
    ['a path that is not text', beacon(42)],
    ['a missing path', JSON.stringify({ referrer: 'https://x.example' })],
    ['a path over 2048 characters', beacon(`/${'a'.repeat(2048)}`)],
  ])('rejects %s', (_label, body) => {
    expect(parsePageView(body, own).ok).toBe(false)
  })
})

describe('the stories of one kind', () => {
  it('counts /stories?type=K as a page of its own (its later pages as its first), other queries as /stories', () => {
    expect(parsePageView(beacon('/stories?type=skoolie'), own)).toMatchObject({
      view: { path: '/stories?type=skoolie' },
    })
    expect(parsePageView(beacon('/stories?page=2&type=org#top'), own)).toMatchObject({
      view: { path: '/stories?type=org' },
    })
    expect(parsePageView(beacon('/stories/?type=family'), own)).toMatchObject({
      view: { path: '/stories?type=family' },
    })
    expect(parsePageView(beacon('/stories?utm_source=x'), own)).toMatchObject({ view: { path: '/stories' } })
    expect(parsePageView(beacon('/vanlife'), own)).toMatchObject({ known: { kind: 'page', path: '/vanlife' } })
  })

  it('does not count an unknown or repeated kind (the not-found page), nor a kind on another path', () => {
    for (const path of ['/stories?type=vans', '/stories?type=Solo', '/stories?type=', '/stories?type=solo&type=org']) {
      expect(parsePageView(beacon(path), own), path).toEqual({ ok: true, skip: true })
    }
    expect(parsePageView(beacon('/articles?type=solo'), own)).toMatchObject({ view: { path: '/articles' } })
  })

  it('knows the cached routes of the kinds', () => {
    expect(classifyPath('/stories/type/solo')).toEqual({ kind: 'page', path: '/stories/type/solo' })
    expect(classifyPath('/stories/type/org/page/3')).not.toBeNull()
    expect(classifyPath('/stories/type/vans')).toBeNull()
    expect(classifyPath('/stories/type/solo/page/0')).toBeNull()
  })
})

describe('normalisePath and classifyPath', () => {
  it('keeps "/" and strips trailing slashes', () => {
    expect(normalisePath('/')).toBe('/')
    expect(normalisePath('/stories/')).toBe('/stories')
    expect(normalisePath('//')).toBe('/')
  })

  it('knows the list pages and the newsletter result pages', () => {
    expect(classifyPath('/articles/page/3')).toEqual({ kind: 'page', path: '/articles/page/3' })
    expect(classifyPath('/newsletter/confirm/done')).toEqual({ kind: 'page', path: '/newsletter/confirm/done' })
    expect(classifyPath('/newsletter/unsubscribe/expired')).toBeNull()
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

describe('isBotUserAgent', () => {
  it('flags crawlers, scripts, headless browsers and a missing user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'python-requests/2.32',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
      '',
      null,
    ]) {
      expect(isBotUserAgent(agent), String(agent)).toBe(true)
    }
  })

  it('counts people’s browsers', () => {
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false)
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      ),
    ).toBe(false)
  })
})
