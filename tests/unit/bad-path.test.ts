import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { isDecodablePath, refuseUndecodablePath } from '../../scripts/lib/bad-path.mjs'

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
