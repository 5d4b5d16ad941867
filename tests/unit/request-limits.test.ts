import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { bodyLimit, LIMITS, refuseBody } from '../../scripts/lib/request-limits.mjs'

function request(url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { url, headers } as never
}

describe('bodyLimit', () => {
  it('leaves the public endpoints to their handlers, which read within their own limit', () => {
    for (const path of [
      '/api/forms/contact',
      '/api/forms/story',
      '/api/forms/cost-summary',
      '/api/newsletter/subscribe',
      '/api/newsletter/confirm',
      '/api/newsletter/unsubscribe',
      '/api/pageview',
    ]) {
      expect(bodyLimit(path, 'application/json'), path).toBeNull()
    }
  })

  it('limits any other path under those prefixes: it reaches Payload, which reads bodies whole', () => {
    for (const path of ['/api/forms/x', '/api/forms/contact/extra', '/api/newsletter/anything', '/api/pageviews']) {
      expect(bodyLimit(path, 'application/json'), path).toBe(LIMITS.other)
    }
  })

  it('bounds the link pages, uploads and everything else', () => {
    expect(bodyLimit('/newsletter/confirm', 'application/x-www-form-urlencoded')).toBe(16 * 1024)
    expect(bodyLimit('/api/media', 'multipart/form-data; boundary=x', true)).toBe(LIMITS.upload)
    expect(bodyLimit('/api/media', 'multipart/form-data; boundary=x')).toBe(LIMITS.other)
    expect(bodyLimit('/api/stories', 'application/json')).toBe(LIMITS.other)
    expect(bodyLimit('/admin/collections/stories/1', 'text/plain;charset=UTF-8')).toBe(LIMITS.other)
  })
})

describe('refuseBody', () => {
  it('lets requests without a body and bodies within the limit through', async () => {
    expect(await refuseBody(request('/about'))).toBeNull()
    expect(
      await refuseBody(request('/api/users/login', { 'content-length': '60', 'content-type': 'application/json' })),
    ).toBeNull()
  })

  it('answers 413 for a declared length over the limit, before anything is read', async () => {
    expect(await refuseBody(request('/api/users', { 'content-length': String(256 * 1024 * 1024) }))).toMatchObject({
      status: 413,
    })
    expect(
      await refuseBody(request('/newsletter/confirm?token=x', { 'content-length': String(16 * 1024 + 1) })),
    ).toMatchObject({ status: 413 })
  })

  it('answers 411 for a body without a length, except where the handler reads within its limit', async () => {
    expect(await refuseBody(request('/api/users', { 'transfer-encoding': 'chunked' }))).toMatchObject({ status: 411 })
    expect(await refuseBody(request('/newsletter/confirm', { 'transfer-encoding': 'chunked' }))).toMatchObject({
      status: 411,
    })
    expect(await refuseBody(request('/api/forms/contact', { 'transfer-encoding': 'chunked' }))).toBeNull()
    expect(await refuseBody(request('/api/forms/contact', { 'content-length': String(256 * 1024 * 1024) }))).toBeNull()
  })
})

describe('uploads', () => {
  const upload = (length: number) =>
    request('/api/media', { 'content-length': String(length), 'content-type': 'multipart/form-data; boundary=x' })

  it('take up to 25 MB from someone signed in, 2 MB from anyone else', async () => {
    const signedIn = async () => true
    expect(await refuseBody(upload(20 * 1024 * 1024), signedIn)).toBeNull()
    expect(await refuseBody(upload(26 * 1024 * 1024), signedIn)).toMatchObject({ status: 413 })
    expect(await refuseBody(upload(20 * 1024 * 1024))).toMatchObject({ status: 413 })
    expect(await refuseBody(upload(1024 * 1024))).toBeNull()
  })

  it('ask about the session only when the upload is over the anonymous limit', async () => {
    let asked = 0
    const signedIn = async () => (asked++, true)
    await refuseBody(upload(1024), signedIn)
    expect(asked).toBe(0)
    await refuseBody(upload(3 * 1024 * 1024), signedIn)
    expect(asked).toBe(1)
  })
})
