import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { bodyLimit, LIMITS, refuseBody } from '../../scripts/lib/request-limits.mjs'

function request(url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { url, headers } as never
}

describe('bodyLimit', () => {
  it('leaves the public endpoints to their handlers, which read within their own limit', () => {
    for (const path of ['/api/forms/contact', '/api/forms/story', '/api/newsletter/subscribe', '/api/pageview']) {
      expect(bodyLimit(path, 'application/json'), path).toBeNull()
    }
  })

  it('bounds the link pages, uploads and everything else', () => {
    expect(bodyLimit('/newsletter/confirm', 'application/x-www-form-urlencoded')).toBe(16 * 1024)
    expect(bodyLimit('/api/media', 'multipart/form-data; boundary=x')).toBe(LIMITS.upload)
    expect(bodyLimit('/api/stories', 'application/json')).toBe(LIMITS.other)
    expect(bodyLimit('/admin/collections/stories/1', 'text/plain;charset=UTF-8')).toBe(LIMITS.other)
  })
})

describe('refuseBody', () => {
  it('lets requests without a body and bodies within the limit through', () => {
    expect(refuseBody(request('/about'))).toBeNull()
    expect(
      refuseBody(request('/api/users/login', { 'content-length': '60', 'content-type': 'application/json' })),
    ).toBeNull()
  })

  it('answers 413 for a declared length over the limit, before anything is read', () => {
    expect(refuseBody(request('/api/users', { 'content-length': String(256 * 1024 * 1024) }))).toMatchObject({
      status: 413,
    })
    expect(
      refuseBody(request('/newsletter/confirm?token=x', { 'content-length': String(16 * 1024 + 1) })),
    ).toMatchObject({ status: 413 })
  })

  it('answers 411 for a body without a length, except where the handler reads within its limit', () => {
    expect(refuseBody(request('/api/users', { 'transfer-encoding': 'chunked' }))).toMatchObject({ status: 411 })
    expect(refuseBody(request('/newsletter/confirm', { 'transfer-encoding': 'chunked' }))).toMatchObject({
      status: 411,
    })
    expect(refuseBody(request('/api/forms/contact', { 'transfer-encoding': 'chunked' }))).toBeNull()
    expect(refuseBody(request('/api/forms/contact', { 'content-length': String(256 * 1024 * 1024) }))).toBeNull()
  })
})
