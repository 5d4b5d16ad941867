/**
 * The admin CSV exports (src/cms/export, wired per collection with withCsvExport) through Payload's REST handler
 * (handleEndpoints, as /api/[...slug] serves it): staff get the list as CSV, filtered by the
 * list's `where` and search box text; quoting and formula protection survive a round trip;
 * anonymous callers and members get the same 403 (requireStaff). Runs on SQLite and PostgreSQL (TEST_DB).
 */
import type { Payload, SanitizedConfig } from 'payload'
import { createLocalReq, handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  closeTestPayload,
  createMember,
  createStaffUser,
  getTestPayload,
  loginToken,
  uniqueSuffix,
} from './helpers/payload'

let payload: Payload
let config: SanitizedConfig
let csv: typeof import('@/cms/export/csv')
let adminToken: string
let editorToken: string
let memberToken: string

/** Unique to this run, in every row this file creates: searching for it isolates them. */
const tag = `xp${uniqueSuffix()}`
const FORMULA = '=HYPERLINK("http://evil.test","click")'
const AWKWARD = 'Lee, "Junior"\r\nsecond line'

async function get(path: string, token?: string): Promise<Response> {
  const headers = new Headers(token ? { Authorization: `JWT ${token}` } : {})
  const request = new Request(`http://localhost:3000${path}`, {
    method: 'GET',
    headers,
  })
  return handleEndpoints({ config, request })
}

async function exportRows(path: string, token = adminToken): Promise<string[][]> {
  const response = await get(path, token)
  const bytes = new Uint8Array(await response.arrayBuffer())
  // The UTF-8 byte order mark (Response.text() would silently drop it).
  expect([...bytes.slice(0, 3)], new TextDecoder().decode(bytes)).toEqual([0xef, 0xbb, 0xbf])
  expect(response.status).toBe(200)
  return csv.parseCsv(new TextDecoder().decode(bytes))
}

beforeAll(async () => {
  payload = await getTestPayload()
  config = payload.config
  csv = await import('@/cms/export/csv')

  const admin = await createStaffUser(payload, 'admin')
  const editor = await createStaffUser(payload, 'editor')
  const member = await createMember(payload)
  adminToken = await loginToken(payload, admin)
  editorToken = await loginToken(payload, editor)
  memberToken = await loginToken(payload, member)

  const asServer = { overrideAccess: true } as const
  await payload.create({
    collection: 'subscribers',
    data: {
      email: `alpha-${tag}@int.test`,
      firstName: 'Ann',
      status: 'confirmed',
      source: 'footer',
    },
    ...asServer,
  })
  await payload.create({
    collection: 'subscribers',
    data: {
      email: `beta-${tag}@int.test`,
      firstName: FORMULA,
      status: 'pending',
    },
    ...asServer,
  })
  await payload.create({
    collection: 'subscribers',
    data: {
      email: `gamma-${tag}@int.test`,
      firstName: AWKWARD,
      status: 'unsubscribed',
    },
    ...asServer,
  })
  await payload.create({
    collection: 'story-submissions',
    data: {
      name: 'Sam',
      email: `sam-${tag}@int.test`,
      location: `Moab ${tag}`,
      instagram: '@sam_van',
    },
    ...asServer,
  })
  await payload.create({
    collection: 'story-submissions',
    data: { name: 'Kit', email: `kit@int.test`, location: `Bend ${tag}` },
    ...asServer,
  })
  await payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Kim',
      email: `kim@int.test`,
      message: `Hello ${tag}, about the van`,
      subscribeToNewsletter: true,
      newsletterOutcome: 'subscribed',
    },
    ...asServer,
  })
})

afterAll(async () => {
  await closeTestPayload()
})

describe('GET /api/subscribers/export.csv', () => {
  it('answers staff with a dated, uncached CSV attachment', async () => {
    const response = await get(`/api/subscribers/export.csv?search=${tag}`, adminToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    await response.body?.cancel()
  })

  it('writes the header row and one row per document matching the search box', async () => {
    const rows = await exportRows(`/api/subscribers/export.csv?search=${tag}&sort=email`)
    expect(rows[0]).toEqual([
      'ID',
      'Email',
      'First name',
      'Status',
      'Source',
      'Confirmed at',
      'Unsubscribed at',
      'Created at',
    ])
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      `alpha-${tag}@int.test`,
      `beta-${tag}@int.test`,
      `gamma-${tag}@int.test`,
    ])
    expect(rows[1][3]).toBe('Confirmed')
    expect(rows[1][4]).toBe('footer')
    expect(rows[1][7]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })

  it('honours the sort of the list', async () => {
    const rows = await exportRows(`/api/subscribers/export.csv?search=${tag}&sort=-email`)
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      `gamma-${tag}@int.test`,
      `beta-${tag}@int.test`,
      `alpha-${tag}@int.test`,
    ])
  })

  it('narrows to the list filters (where) and-ed with the search', async () => {
    const rows = await exportRows(`/api/subscribers/export.csv?search=${tag}&where[status][equals]=pending`)
    expect(rows).toHaveLength(2)
    expect(rows[1][1]).toBe(`beta-${tag}@int.test`)

    const none = await exportRows(`/api/subscribers/export.csv?where[email][equals]=nobody-${tag}@int.test`)
    expect(none).toHaveLength(1)
  })

  it('protects formulas and keeps commas, quotes and line breaks through a round trip', async () => {
    const rows = await exportRows(`/api/subscribers/export.csv?search=${tag}&sort=email`)
    expect(rows[2][2]).toBe(`'${FORMULA}`)
    expect(rows[3][2]).toBe(AWKWARD)
  })

  it('answers a query on an unknown field with a 4xx, not a broken download', async () => {
    const response = await get(`/api/subscribers/export.csv?where[nope][equals]=1`, adminToken)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(response.headers.get('content-type')).not.toContain('text/csv')
  })

  it('is open to editors too', async () => {
    const rows = await exportRows(`/api/subscribers/export.csv?search=${tag}`, editorToken)
    expect(rows).toHaveLength(4)
  })

  it('refuses anonymous callers and members alike (403)', async () => {
    const anonymous = await get(`/api/subscribers/export.csv`)
    expect(anonymous.status).toBe(403)
    expect(anonymous.headers.get('content-type')).not.toContain('text/csv')

    const member = await get(`/api/subscribers/export.csv`, memberToken)
    expect(member.status).toBe(403)
    expect(await member.text()).not.toContain(tag)
  })

  it('pages through the Local API in batches and still writes every row once', async () => {
    const { createCsvExportEndpoint } = await import('@/cms/export/endpoint')
    const { SUBSCRIBER_COLUMNS } = await import('@/features/newsletter/collections/Subscribers')
    const endpoint = createCsvExportEndpoint('subscribers', SUBSCRIBER_COLUMNS, { batchSize: 2 })
    const { docs } = await payload.find({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      limit: 1,
      overrideAccess: true,
    })
    const req = await createLocalReq(
      {
        user: { ...docs[0], collection: 'users' },
        urlSuffix: `/api/subscribers/export.csv?search=${tag}&sort=email`,
      },
      payload,
    )
    const response = await endpoint.handler(req)
    const rows = csv.parseCsv(await response.text())
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      `alpha-${tag}@int.test`,
      `beta-${tag}@int.test`,
      `gamma-${tag}@int.test`,
    ])
  })
})

describe('the other exports', () => {
  it('story submissions: searchable by location, instagram written as it is', async () => {
    const rows = await exportRows(`/api/story-submissions/export.csv?search=${tag}&sort=name`)
    expect(rows[0]).toEqual(['ID', 'Name', 'Email', 'Location', 'Instagram', 'Source', 'Created at'])
    expect(rows.slice(1).map((row) => [row[1], row[3], row[4]])).toEqual([
      ['Kit', `Bend ${tag}`, ''],
      ['Sam', `Moab ${tag}`, "'@sam_van"],
    ])

    const moab = await exportRows(`/api/story-submissions/export.csv?search=moab ${tag}`)
    expect(moab).toHaveLength(2)
  })

  it('contact messages: searchable by message, booleans and outcomes readable', async () => {
    const rows = await exportRows(`/api/contact-messages/export.csv?search=${tag}`)
    expect(rows[0]).toEqual([
      'ID',
      'Name',
      'Email',
      'Message',
      'Wants newsletter',
      'Newsletter outcome',
      'Source',
      'Created at',
    ])
    expect(rows).toHaveLength(2)
    expect(rows[1].slice(1, 6)).toEqual(['Kim', 'kim@int.test', `Hello ${tag}, about the van`, 'yes', 'Subscribed'])
  })

  it('refuses members on every export', async () => {
    for (const slug of ['story-submissions', 'contact-messages']) {
      expect((await get(`/api/${slug}/export.csv`, memberToken)).status).toBe(403)
      expect((await get(`/api/${slug}/export.csv`)).status).toBe(403)
    }
  })
})
