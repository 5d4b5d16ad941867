import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  carriesCredentials,
  isApiPath,
  isPublicMediaFile,
  keepPrivateWhenCredentialed,
  PRIVATE_NO_STORE,
} from '../../scripts/lib/private-cache-control.mjs'
import { sayPublicWhenShared } from '../../scripts/lib/public-cache-control.mjs'

describe('isApiPath', () => {
  it('is /api and everything under it, whatever the query', () => {
    for (const path of ['/api', '/api/', '/api/users/me', '/api/stories?depth=0', '/api?x=1']) {
      expect(isApiPath(path), path).toBe(true)
    }
    for (const path of ['/', '/apis', '/apiary', '/stories', '/admin', '/shop?next=/api/x', undefined]) {
      expect(isApiPath(path), String(path)).toBe(false)
    }
  })
})

describe('isPublicMediaFile', () => {
  it('is a file of the media collection, whatever the query', () => {
    expect(isPublicMediaFile('/api/media/file/van-800x600.webp')).toBe(true)
    expect(isPublicMediaFile('/api/media/file/van.jpg?x=1')).toBe(true)
    for (const path of [
      '/api/media',
      '/api/media/1',
      '/api/videos/file/a.mp4',
      '/stories?u=/api/media/file/a',
      undefined,
    ]) {
      expect(isPublicMediaFile(path), String(path)).toBe(false)
    }
  })
})

describe('carriesCredentials', () => {
  it('is true for a session cookie among others, or any Authorization header', () => {
    expect(carriesCredentials({ cookie: 'payload-token=abc' })).toBe(true)
    expect(carriesCredentials({ cookie: 'theme=dark; payload-token=abc.def; x=1' })).toBe(true)
    expect(carriesCredentials({ cookie: 'theme=dark;payload-token=abc' })).toBe(true)
    expect(carriesCredentials({ authorization: 'JWT abc' })).toBe(true)
    expect(carriesCredentials({ authorization: 'users API-Key 123' })).toBe(true)
  })

  it('is false without them (other cookies, an emptied session cookie, a blank header)', () => {
    expect(carriesCredentials({})).toBe(false)
    expect(carriesCredentials({ cookie: 'theme=dark; vv-session=1' })).toBe(false)
    expect(carriesCredentials({ cookie: 'payload-token=; theme=dark' })).toBe(false)
    expect(carriesCredentials({ cookie: 'not-payload-token=abc' })).toBe(false)
    expect(carriesCredentials({ authorization: '  ' })).toBe(false)
  })
})

/** A server wired as scripts/serve.mjs does, whose handler answers as each path says. */
function answer(req: IncomingMessage, res: ServerResponse) {
  sayPublicWhenShared(res)
  keepPrivateWhenCredentialed(req, res)
  const path = (req.url ?? '').split('?')[0]
  if (path.endsWith('/none')) {
    // Payload's REST: no Cache-Control at all.
    res.setHeader('Content-Type', 'application/json')
    res.end('{}')
  } else if (path.endsWith('/public')) {
    res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=600')
    res.end('page')
  } else if (path.endsWith('/write-head')) {
    res.writeHead(404, { 'Cache-Control': 'public, max-age=60', 'Content-Type': 'text/plain' })
    res.end('missing')
  } else if (path.endsWith('/write-head-reason')) {
    res.writeHead(500, 'Oops', ['Cache-Control', 'max-age=60', 'X-Kept', 'yes'])
    res.end()
  } else {
    res.statusCode = 401
    res.setHeader('Cache-Control', 'no-store')
    res.end()
  }
}

describe('keepPrivateWhenCredentialed (through a real server)', () => {
  let server: Server
  let origin = ''

  beforeAll(async () => {
    server = createServer(answer)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers })

  it('makes every API answer to a credentialed request private, no-store, whatever its status and headers', async () => {
    const credentials: Record<string, string>[] = [{ cookie: 'payload-token=abc' }, { authorization: 'JWT abc' }]
    for (const headers of credentials) {
      for (const [path, status] of [
        ['/api/users/me', 401],
        ['/api/none', 200],
        ['/api/public', 200],
        ['/api/x/write-head', 404],
        ['/api/x/write-head-reason', 500],
        ['/api/forms/other', 401],
      ] as const) {
        const response = await get(path, headers)
        expect(response.status, path).toBe(status)
        expect(response.headers.get('cache-control'), `${path} ${JSON.stringify(headers)}`).toBe(PRIVATE_NO_STORE)
      }
    }
    const kept = await get('/api/x/write-head-reason', { cookie: 'payload-token=abc' })
    expect(kept.headers.get('x-kept')).toBe('yes')
    expect(kept.statusText).toBe('Oops')
  })

  it('leaves API answers without credentials, and pages with them, as they were', async () => {
    expect((await get('/api/none')).headers.get('cache-control')).toBeNull()
    expect((await get('/api/x/write-head')).headers.get('cache-control')).toBe('public, max-age=60')
    expect((await get('/api/public', { cookie: 'theme=dark' })).headers.get('cache-control')).toBe(
      'public, s-maxage=300, stale-while-revalidate=600',
    )
    // A media file is the same for everyone: it keeps its long Cache-Control for a member too.
    const file = await get('/api/media/file/public', { cookie: 'payload-token=abc' })
    expect(file.headers.get('cache-control')).toBe('public, s-maxage=300, stale-while-revalidate=600')
    // A public page is the same for everyone: it stays public for a signed-in visitor too.
    const page = await get('/stories/public', { cookie: 'payload-token=abc', authorization: 'JWT abc' })
    expect(page.headers.get('cache-control')).toBe('public, s-maxage=300, stale-while-revalidate=600')
  })
})
