/**
 * requireStaff (src/cms/access), the one guard of the custom staff endpoints (issue 21 point 10):
 * through Payload's REST handler, each endpoint refuses a visitor and a site member with the same
 * answer, status and body, and the guard refuses an editor where an admin is needed the same way.
 * Runs on SQLite and PostgreSQL (TEST_DB).
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NOT_ALLOWED_MESSAGE, requireStaff } from '@/cms/access'

import { closeTestPayload, createMember, createStaffUser, getTestPayload, loginToken } from './helpers/payload'
import type { RestClient, RestMethod } from './helpers/rest'

let payload: Payload
let rest: RestClient
let memberToken: string

beforeAll(async () => {
  payload = await getTestPayload()
  rest = await (await import('./helpers/rest')).restClient()
  memberToken = await loginToken(payload, await createMember(payload))
})

afterAll(closeTestPayload)

const ENDPOINTS: [RestMethod, string, unknown?][] = [
  ['POST', 'fuel-prices/refresh'],
  ['GET', 'newsletter-issues/preview'],
  ['POST', 'newsletter-issues/test-send'],
  ['POST', 'orders/1/ship', { carrier: 'ups', trackingNumber: '1Z999AA10123456784' }],
  ['GET', 'page-views/report.csv'],
  ['GET', 'subscribers/export.csv'],
  ['GET', 'contact-messages/export.csv'],
]

const REFUSAL = { status: 403, body: { errors: [{ message: NOT_ALLOWED_MESSAGE }] }, cacheControl: 'no-store' }

describe('requireStaff', () => {
  it.each(ENDPOINTS)('%s /api/%s refuses a visitor and a member with the same answer', async (method, path, body) => {
    const answers = []
    for (const token of [undefined, memberToken]) {
      const answer = await rest(method, path, { token, body })
      answers.push({
        status: answer.status,
        body: JSON.parse(answer.text) as unknown,
        cacheControl: answer.headers.get('cache-control'),
      })
    }
    expect(answers).toEqual([REFUSAL, REFUSAL])
  })

  it('refuses an editor where an admin is needed exactly like a visitor, and lets staff through', async () => {
    const editor = await createStaffUser(payload, 'editor')
    const admin = await createStaffUser(payload, 'admin')
    const answer = async (
      user: Parameters<typeof createLocalReq>[0]['user'] | null,
      roles?: ('admin' | 'editor')[],
    ) => {
      const refused = requireStaff(await createLocalReq(user ? { user } : {}, payload), roles)
      return refused && { status: refused.status, body: (await refused.json()) as unknown }
    }
    const visitor = await answer(null, ['admin'])
    expect(visitor).toEqual({ status: 403, body: REFUSAL.body })
    expect(await answer(editor, ['admin'])).toEqual(visitor)
    expect(await answer({ ...(await createMember(payload)), collection: 'members' }, ['admin'])).toEqual(visitor)
    expect(await answer(admin, ['admin'])).toBeNull()
    expect(await answer(editor)).toBeNull()
  })
})
