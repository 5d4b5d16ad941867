/**
 * src/proxy.ts turns the lists' plain query URLs into their cached routes: /stories?page=N,
 * /stories?type=K and /stories?type=K&page=N (issue 11 point 3), and leaves everything else alone.
 */
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxy } from '@/proxy'

const ORIGIN = 'http://localhost:3000'

/** The path (and query) the request is rewritten to, or null when it goes through unchanged. */
function rewrittenTo(path: string, method = 'GET'): string | null {
  const response = proxy(new NextRequest(`${ORIGIN}${path}`, { method }))
  const target = response.headers.get('x-middleware-rewrite')
  if (!target) return null
  const url = new URL(target)
  return `${url.pathname}${url.search}`
}

describe('proxy', () => {
  it('leaves the lists without a query alone', () => {
    expect(rewrittenTo('/stories')).toBeNull()
    expect(rewrittenTo('/articles')).toBeNull()
    expect(rewrittenTo('/stories?utm_source=newsletter')).toBeNull()
  })

  it('sends ?page=N to the cached page route', () => {
    expect(rewrittenTo('/stories?page=2')).toBe('/stories/page/2')
    expect(rewrittenTo('/articles?page=3')).toBe('/articles/page/3')
    expect(rewrittenTo('/stories?page=')).toBe('/stories/page/-')
    expect(rewrittenTo('/stories?page=1&page=2')).toBe('/stories/page/-')
  })

  it('sends ?type=K and ?type=K&page=N to the cached routes of the kind, in either order', () => {
    expect(rewrittenTo('/stories?type=solo')).toBe('/stories/type/solo')
    expect(rewrittenTo('/stories?type=skoolie&page=2')).toBe('/stories/type/skoolie/page/2')
    expect(rewrittenTo('/stories?page=2&type=org')).toBe('/stories/type/org/page/2')
  })

  it('keeps other query parameters, which the cached page ignores', () => {
    expect(rewrittenTo('/stories?type=family&utm_source=x')).toBe('/stories/type/family?utm_source=x')
  })

  it('sends an empty or repeated type to a kind that is none (404), and encodes what it is given', () => {
    expect(rewrittenTo('/stories?type=')).toBe('/stories/type/-')
    expect(rewrittenTo('/stories?type=solo&type=couple')).toBe('/stories/type/-')
    expect(rewrittenTo('/stories?type=a%2Fb')).toBe('/stories/type/a%2Fb')
    expect(rewrittenTo('/stories?type=unknown')).toBe('/stories/type/unknown')
  })

  it('filters only the stories', () => {
    expect(rewrittenTo('/articles?type=solo')).toBeNull()
    expect(rewrittenTo('/articles?type=solo&page=2')).toBe('/articles/page/2?type=solo')
  })

  it('sends the newsletter link pages’ POST to their handler and nothing else', () => {
    expect(rewrittenTo('/newsletter/confirm?token=t', 'POST')).toBe('/api/newsletter/confirm?token=t')
    expect(rewrittenTo('/newsletter/confirm?token=t')).toBeNull()
  })
})
