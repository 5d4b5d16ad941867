import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import {
  BAD_REQUEST_PAGE,
  isDecodablePath,
  refuseUndecodablePath,
  toBadRequestPage,
} from '../../scripts/lib/bad-path.mjs'

describe('isDecodablePath', () => {
  it.each(['/', '/stories/a%20road', '/api/media/file/caf%C3%A9.png', '/a%00b', '/api/x?q=%', '/about?x=%E0%A4%A'])(
    'accepts %s (the query is not its business)',
    (url) => {
      expect(isDecodablePath(url)).toBe(true)
    },
  )

  it.each(['/%', '/stories/%E0%A4%A', '/api/media/file/%ED%A0%80', '/%zz', '/%C0%AF?x=1'])('refuses %s', (url) => {
    expect(isDecodablePath(url)).toBe(false)
  })
})

describe('refuseUndecodablePath', () => {
  function exchange(url: string) {
    const req = new IncomingMessage(new Socket())
    req.url = url
    const res = new ServerResponse(req)
    let body = ''
    res.end = ((chunk?: unknown) => {
      body = String(chunk ?? '')
      return res
    }) as ServerResponse['end']
    return { answered: refuseUndecodablePath(req, res), res, body: () => body }
  }

  it('answers 400, never cached, to a path that does not decode', () => {
    const { answered, res, body } = exchange('/api/media/file/%E0%A4%A')
    expect(answered).toBe(true)
    expect(res.statusCode).toBe(400)
    expect(res.getHeader('cache-control')).toBe('no-store')
    expect(body()).toMatch(/not valid percent-encoding/)
  })

  it('leaves every other request to Next', () => {
    const { answered, res } = exchange('/stories/a-road?page=%')
    expect(answered).toBe(false)
    expect(res.headersSent).toBe(false)
  })
})

describe('toBadRequestPage', () => {
  function exchange(url: string, method = 'GET') {
    const req = new IncomingMessage(new Socket())
    req.url = url
    req.method = method
    const res = new ServerResponse(req)
    return { taken: toBadRequestPage(req, res), req, res }
  }

  it.each(['/%E0%A4%A', '/foo%zz', '/stories/%E0%A4%A?page=2', '/%', BAD_REQUEST_PAGE, `${BAD_REQUEST_PAGE}?_rsc=1`])(
    'sends the page path %s to the styled 400 page, status 400, never cached',
    (url) => {
      const { taken, req, res } = exchange(url)
      expect(taken).toBe(true)
      // Sent to the 400 page; its own address keeps its query.
      expect(req.url).toBe(url.startsWith(BAD_REQUEST_PAGE) ? url : BAD_REQUEST_PAGE)
      // Whatever Next then writes: the cached page's status and Cache-Control are overridden.
      res.statusCode = 200
      res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate')
      res.writeHead(200)
      expect(res.statusCode).toBe(400)
      expect(res.getHeader('cache-control')).toBe('no-store')
    },
  )

  it('leaves the API, the admin, Next files, other methods and good paths to the plain answer or to Next', () => {
    for (const url of ['/api/media/file/%E0%A4%A', '/admin/%zz', '/_next/static/%E0', '/stories', '/caf%C3%A9']) {
      const { taken, req } = exchange(url)
      expect(taken, url).toBe(false)
      expect(req.url).toBe(url)
    }
    expect(exchange('/foo%zz', 'POST').taken).toBe(false)
    expect(exchange(BAD_REQUEST_PAGE, 'POST').taken).toBe(false)
  })
})
