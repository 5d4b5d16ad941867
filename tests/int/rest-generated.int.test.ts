/**
 * Generated malformed REST requests (fast-check) over every collection and global REST serves,
 * anonymously, as a member and as staff: ids, where (operators, values, nesting), sort, depth,
 * limit, page, paths and files, POSTs read as GETs, and staff writes that address nothing. Each
 * answer must be below 500 and show nothing of the inside (helpers/rest.ts internalDetails).
 * The handlers are the app's REST route, on the run's database (TEST_DB=sqlite|postgres).
 * FC_RUNS sets the runs per property (default 150); a failure prints its seed and request.
 */
import path from 'node:path'

import fc from 'fast-check'
import type { FlattenedField, Payload, SanitizedCollectionConfig } from 'payload'
import { validOperators } from 'payload/shared'
import * as qs from 'qs-esm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createArticle, createStory, testImage } from './helpers/content'
import { closeTestPayload, createMember, createStaffUser, getTestPayload, loginToken } from './helpers/payload'
import {
  internalDetails,
  type RestAnswer,
  type RestClient,
  type RestInit,
  type RestMethod,
  restClient,
} from './helpers/rest'

const NUM_RUNS = Number(process.env.FC_RUNS ?? 150)

let payload: Payload
let rest: RestClient
let tokens: Record<Who, string | undefined>
let exposed: SanitizedCollectionConfig[]
let globalSlugs: string[]
let tableNames: string[]
let paths: string[]

type Who = 'anonymous' | 'member' | 'staff'

beforeAll(async () => {
  payload = await getTestPayload()
  rest = await restClient()
  const admin = await createStaffUser(payload, 'admin')
  const member = await createMember(payload)
  tokens = {
    anonymous: undefined,
    member: await loginToken(payload, member),
    staff: await loginToken(payload, admin),
  }
  await createStory(payload)
  await createStory(payload, { status: 'draft' })
  await createArticle(payload)
  await testImage(payload)
  exposed = payload.config.collections.filter((collection) => collection.endpoints !== false)
  globalSlugs = payload.config.globals.map(({ slug }) => slug)
  tableNames = Object.keys(payload.db.tables).filter((name) => name.includes('_'))
  paths = [process.cwd(), path.resolve(process.env.MEDIA_DIR!), path.resolve(process.env.DATA_DIR!)]
})

afterAll(closeTestPayload)

/** Values that broke Payload's REST before, plus strings of any kind. */
const KNOWN_BAD = [
  'abc',
  'notadate',
  '1,2',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '',
  'null',
  'true',
  '0',
  '1',
  '2024-01-01',
  '+275760-09-13',
  '99999999999999999999',
  '1.5',
  "'",
  '%',
  '\u0000',
  ' ',
  '-0',
  '0x10',
  '1;DROP TABLE x',
  '😀',
  'published',
  'draft',
]

function isEncodable(text: string): boolean {
  try {
    encodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_BAD) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }).filter(isEncodable) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
)

/** A where value: a scalar, a list, or an object, nested. */
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    text,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('x', '0', 'relationTo', 'value', 'equals', 'and', 'in'), tie('value'), {
      maxKeys: 2,
    }),
  ),
})).value

/** Field paths of a collection: its fields, one level into groups, arrays and relationships. */
function fieldPaths(collection: SanitizedCollectionConfig): string[] {
  const names = (fields: FlattenedField[]) => fields.filter((field) => 'name' in field).map((field) => field.name)
  const result = ['id', ...names(collection.flattenedFields)]
  for (const field of collection.flattenedFields) {
    if ('flattenedFields' in field) result.push(...names(field.flattenedFields).map((name) => `${field.name}.${name}`))
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      const related = payload.config.collections.find(({ slug }) => slug === field.relationTo)
      if (related) result.push(...names(related.flattenedFields).map((name) => `${field.name}.${name}`))
    }
  }
  return result
}

function whereFor(collection: SanitizedCollectionConfig): fc.Arbitrary<unknown> {
  const path = fc.oneof(fc.constantFrom(...fieldPaths(collection)), text)
  const operator = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...validOperators) },
    { weight: 1, arbitrary: text },
  )
  const condition = fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(operator, value, { minKeys: 1, maxKeys: 2 }) },
    { weight: 1, arbitrary: value },
  )
  return fc.letrec<{ where: unknown }>((tie) => ({
    where: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.dictionary(path, condition, { minKeys: 1, maxKeys: 2 }),
      fc.record({ and: fc.array(tie('where'), { maxLength: 2 }) }),
      fc.record({ or: fc.oneof(fc.array(tie('where'), { maxLength: 2 }), value) }),
    ),
  })).where
}

/**
 * A query parameter: left out, a value Payload accepts, or (less often, so that most requests
 * get as far as their `where`) garbage.
 */
function param(valid: string[]): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: text },
  )
}

function sortFor(collection: SanitizedCollectionConfig): fc.Arbitrary<unknown> {
  const field = fc.constantFrom(...fieldPaths(collection))
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    {
      weight: 6,
      arbitrary: fc.tuple(fc.boolean(), field).map(([descending, name]) => `${descending ? '-' : ''}${name}`),
    },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 2 }) },
  )
}

function queryString(query: Record<string, unknown>): string {
  return qs.stringify(query, { addQueryPrefix: true, skipNulls: true })
}

const who = fc.constantFrom<Who>('anonymous', 'member', 'staff')

interface GeneratedRequest {
  who: Who
  method: RestMethod
  path: string
  init?: RestInit
}

/** Sends `request` and holds its answer to the rules: below 500, nothing of the inside shown. */
async function holds(request: GeneratedRequest): Promise<boolean> {
  const answer: RestAnswer = await rest(request.method, request.path, { ...request.init, token: tokens[request.who] })
  const leaks = internalDetails(answer, { paths, tableNames })
  if (answer.status >= 500 || leaks.length > 0) {
    throw new Error(
      `${request.who} ${answer.request} answered ${answer.status}` +
        `${leaks.length ? `, showing ${leaks.join(', ')}` : ''}: ${answer.text.slice(0, 300)}`,
    )
  }
  return true
}

function check(requests: fc.Arbitrary<GeneratedRequest>): Promise<void> {
  return fc.assert(fc.asyncProperty(requests, holds), { numRuns: NUM_RUNS })
}

const collection = () => fc.constantFrom(...exposed)

/** A list, count or versions read with a generated where, sort, depth, limit and page. */
const listRead = () =>
  collection().chain((target) =>
    fc
      .record({
        who,
        route: fc.constantFrom('', '/count', '/versions'),
        query: fc.record({
          where: fc.option(whereFor(target), { nil: undefined }),
          sort: sortFor(target),
          depth: param(['0', '1', '2']),
          limit: param(['1', '10', '0']),
          page: param(['1', '2']),
          draft: param(['true', 'false']),
          select: fc.option(value, { nil: undefined, freq: 4 }),
          populate: fc.option(value, { nil: undefined, freq: 4 }),
          joins: fc.option(value, { nil: undefined, freq: 4 }),
          trash: param(['true', 'false']),
          locale: param(['en', 'all']),
        }),
      })
      .map(({ who: caller, route, query }): GeneratedRequest => ({
        who: caller,
        method: 'GET',
        path: `${target.slug}${route}${queryString(query)}`,
      })),
  )

const idText = fc.oneof(text, fc.constantFrom('1', '2', '0'))

describe('generated malformed requests answer below 500 and show nothing of the inside', () => {
  it('list, count and versions reads with generated where, sort, depth, limit, page, select, populate, joins', async () => {
    await check(listRead())
  })

  it('reads by id, with generated ids and depth', async () => {
    await check(
      fc
        .record({
          who,
          target: collection(),
          id: idText,
          route: fc.constantFrom('', '/versions'),
          depth: param(['0', '1']),
        })
        .map(({ who: caller, target, id, route, depth }) => ({
          who: caller,
          method: 'GET' as const,
          path: `${target.slug}${route}/${encodeURIComponent(id)}${queryString({ depth })}`,
        })),
    )
  })

  it('globals, with generated depth, draft and version ids', async () => {
    await check(
      fc
        .record({
          who,
          slug: fc.constantFrom(...globalSlugs),
          route: fc.constantFrom('', '/versions', '/versions/1', '/versions/abc', '/access'),
          depth: param(['0', '1']),
          draft: param(['true']),
          where: fc.option(value, { nil: undefined }),
        })
        .map(({ who: caller, slug, route, ...query }) => ({
          who: caller,
          method: 'GET' as const,
          path: `globals/${slug}${route}${queryString(query)}`,
        })),
    )
  })

  it('paths and files: control characters, bad percent-encoding, unknown names', async () => {
    const segment = fc.oneof(
      text.map(encodeURIComponent),
      fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        '%ED%A0%80',
        '%C0%AF',
        '%00',
        '..%2F..',
        '%2e%2e',
        'file',
        'versions',
        'globals',
      ),
      fc.constantFrom('valueOf', 'constructor', '__proto__', 'toString', 'hasOwnProperty'),
      fc.constantFrom(...exposed.map(({ slug }) => slug), ...globalSlugs),
    )
    await check(
      fc
        .record({
          who,
          kind: fc.constantFrom('file', 'any'),
          upload: fc.constantFrom(...exposed.filter(({ upload }) => upload).map(({ slug }) => slug)),
          segments: fc.array(segment, { minLength: 1, maxLength: 4 }),
        })
        .map(({ who: caller, kind, upload, segments }) => ({
          who: caller,
          method: 'GET' as const,
          path: kind === 'file' ? `${upload}/file/${segments.join('')}` : segments.join('/'),
        })),
    )
  })

  it('POSTs read as GETs, with a generated form or JSON body', async () => {
    await check(
      collection().chain((target) =>
        fc
          .record({
            who,
            json: fc.boolean(),
            raw: fc.option(text, { nil: undefined }),
            where: whereFor(target),
            depth: param(['0', '1']),
          })
          .map(({ who: caller, json, raw, where, depth }) => ({
            who: caller,
            method: 'POST' as const,
            path: target.slug,
            init: {
              headers: {
                'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
                'X-Payload-HTTP-Method-Override': 'GET',
              },
              rawBody: raw ?? (json ? JSON.stringify({ where, depth }) : qs.stringify({ where, depth })),
            },
          })),
      ),
    )
  })

  it('staff writes that address nothing: malformed ids, and bulk writes whose where also holds id 0', async () => {
    // Ids Payload could read as a document's (parseFloat gives a whole number) are left out:
    // these requests must never change data.
    const unusableId = text.filter((id) => !Number.isInteger(Number.parseFloat(id)))
    // Preferences are addressed by key: DELETE of an unknown key is an upstream 500 (ADR 0016).
    const byId = fc.constantFrom(...exposed.filter(({ slug }) => slug !== 'payload-preferences'))
    await check(
      byId.chain((target) =>
        fc.oneof(
          fc
            .record({ method: fc.constantFrom<RestMethod>('PATCH', 'DELETE'), id: unusableId })
            .map(({ method, id }): GeneratedRequest => ({
              who: 'staff',
              method,
              path: `${target.slug}/${encodeURIComponent(id)}`,
              init: method === 'PATCH' ? { body: {} } : undefined,
            })),
          fc
            .record({ method: fc.constantFrom<RestMethod>('PATCH', 'DELETE'), where: whereFor(target) })
            .map(({ method, where }): GeneratedRequest => ({
              who: 'staff',
              method,
              path: `${target.slug}${queryString({ where: { and: [{ id: { equals: '0' } }, where] } })}`,
              init: method === 'PATCH' ? { body: {} } : undefined,
            })),
        ),
      ),
    )
  })

  it('public writes and auth endpoints with generated bodies (JSON, not JSON, multipart)', async () => {
    const body = fc.dictionary(
      fc.constantFrom('email', 'password', 'firstName', 'lastName', 'phone', 'token', 'role', '_verified', 'id', 'x'),
      value,
      { maxKeys: 4 },
    )
    await check(
      fc
        .record({
          who: fc.constantFrom<Who>('anonymous', 'member'),
          route: fc.constantFrom(
            'members',
            'members/login',
            'users/login',
            'members/forgot-password',
            'members/reset-password',
            'members/unlock',
            'members/refresh-token',
            'members/logout',
            'users/first-register',
          ),
          encoding: fc.constantFrom('json', 'raw', 'multipart'),
          data: body,
          raw: text,
        })
        .map(({ who: caller, route, encoding, data, raw }): GeneratedRequest => {
          if (encoding === 'multipart') {
            const form = new FormData()
            form.set('_payload', JSON.stringify(data))
            return { who: caller, method: 'POST', path: route, init: { form } }
          }
          return encoding === 'json'
            ? { who: caller, method: 'POST', path: route, init: { body: data } }
            : {
                who: caller,
                method: 'POST',
                path: route,
                init: { rawBody: raw, headers: { 'Content-Type': 'application/json' } },
              }
        }),
    )
  })

  it('the generators reach every collection and global', () => {
    expect(exposed.length).toBeGreaterThanOrEqual(20)
    expect(globalSlugs.length).toBeGreaterThanOrEqual(6)
  })
})
