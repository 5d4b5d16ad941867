import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { queryProblem, refuseMalformedRequest } from './request'

const config = {
  db: { defaultIDType: 'number' },
  collections: [
    {
      slug: 'posts',
      versions: { drafts: true },
      flattenedFields: [{ name: 'title', type: 'text' }],
      endpoints: [
        { path: '/export.csv', method: 'get' },
        { path: '/count', method: 'get' },
        { path: '/versions', method: 'get' },
        { path: '/:id', method: 'get' },
        { path: '/versions/:id', method: 'get' },
        { path: '/:id', method: 'patch' },
        { path: '/verify/:id', method: 'post' },
      ],
    },
    { slug: 'media', versions: false, flattenedFields: [], endpoints: [{ path: '/versions', method: 'get' }] },
    { slug: 'payload-migrations', versions: false, flattenedFields: [], endpoints: false },
  ],
  globals: [{ slug: 'settings', versions: false, endpoints: [{ path: '/versions/:id', method: 'get' }] }],
} as unknown as SanitizedConfig

async function status(method: string, path: string): Promise<number | null> {
  const url = new URL(`http://localhost/api/${path}`)
  const segments = url.pathname
    .slice('/api/'.length)
    .split('/')
    .map((segment) => decodeURIComponent(segment))
  const answer = await refuseMalformedRequest(new Request(url, { method }), segments, config)
  return answer?.status ?? null
}

describe('refuseMalformedRequest', () => {
  it.each([
    ['GET', 'posts/abc', 404],
    ['GET', 'posts/1.5', 404],
    ['GET', 'posts/99999999999', 404],
    ['PATCH', 'posts/abc', 404],
    ['GET', 'posts/versions/abc', 404],
    ['GET', 'media/versions', 404],
    ['GET', 'settings/versions/abc', null],
    ['GET', 'globals/settings/versions/abc', 404],
    ['GET', 'payload-migrations', 404],
    ['GET', 'valueOf', 404],
    ['GET', 'posts/a%00b', 400],
    ['GET', 'posts?limit=-1', 400],
    ['GET', 'posts?where[title][near]=1,2', 400],
  ])('%s /api/%s → %s', async (method, path, expected) => {
    expect(await status(method, path)).toBe(expected)
  })

  it.each([
    ['GET', 'posts/12'],
    ['GET', 'posts/export.csv'],
    ['GET', 'posts/count'],
    ['GET', 'posts/versions'],
    ['GET', 'posts/versions/3'],
    ['POST', 'posts/verify/any-token'],
    ['GET', 'posts?where[title][like]=road&sort=-title,createdAt&depth=2&limit=10&page=3'],
    ['GET', 'no-such-collection/abc'],
  ])('lets Payload answer %s /api/%s', async (method, path) => {
    expect(await status(method, path)).toBeNull()
  })

  it('reads the query of a POST read as a GET, and refuses a body that is not JSON', async () => {
    const post = (body: string, type: string) =>
      refuseMalformedRequest(
        new Request('http://localhost/api/posts', {
          method: 'POST',
          headers: { 'Content-Type': type, 'X-Payload-HTTP-Method-Override': 'GET' },
          body,
        }),
        ['posts'],
        config,
      )
    expect((await post('where[title][near]=1', 'application/x-www-form-urlencoded'))?.status).toBe(400)
    expect((await post('{', 'application/json'))?.status).toBe(400)
    expect(await post('where[title][equals]=x&depth=1', 'application/x-www-form-urlencoded')).toBeNull()
  })

  it('refuses a JSON write body holding a NUL character', async () => {
    const write = new Request('http://localhost/api/posts/1', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'a\u0000b' }),
    })
    expect((await refuseMalformedRequest(write, ['posts', '1'], config))?.status).toBe(400)
  })
})

describe('queryProblem', () => {
  const context = { config }
  it.each([
    [{ depth: '-1' }, /depth/],
    [{ depth: '101' }, /depth/],
    [{ limit: 'abc' }, /limit/],
    [{ limit: '' }, /limit/],
    [{ page: '0' }, /page/],
    [{ page: '1e3' }, /page/],
    [{ page: ['1', '2'] }, /page/],
    [{ sort: '-' }, /sort/],
    [{ sort: 'title,,' }, /sort/],
    [{ sort: { x: 'y' } }, /sort/],
    [{ where: 'notjson' }, /where: not a JSON object/],
    [{ where: '[1]' }, /where: not a JSON object/],
    [{ data: '{' }, /data: not valid JSON/],
  ])('%j', (query, problem) => {
    expect(queryProblem(query, context)).toMatch(problem)
  })

  it('accepts whole numbers in range, field sorts and JSON where', () => {
    expect(
      queryProblem(
        { depth: '0', limit: '0', page: '1', sort: ['-title', 'a.b'], where: '{"id":{"equals":1}}' },
        context,
      ),
    ).toBeNull()
  })
})
