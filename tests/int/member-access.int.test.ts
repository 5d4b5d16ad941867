/**
 * What a signed-in member may do through any API (issue 12 point 9), read from the built config
 * itself: every collection's and global's access functions evaluated for a member, so a
 * collection added later (or one Payload adds, such as payload-locked-documents) is covered
 * without being listed. A member may read what visitors read, read and update their own member
 * record (profile fields only: a hook refuses the rest) and read their own orders; nothing else.
 */
import type { Access, Payload, PayloadRequest, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, createMember, getTestPayload, type MemberUser } from './helpers/payload'

let payload: Payload
let member: MemberUser

beforeAll(async () => {
  payload = await getTestPayload()
  member = await createMember(payload)
})

afterAll(async () => {
  await closeTestPayload()
})

type Verdict = boolean | Where

async function verdict(access: Access | undefined, req: PayloadRequest): Promise<Verdict> {
  if (!access) return false
  const result: unknown = await access({ req, id: undefined, data: {} } as Parameters<Access>[0])
  return typeof result === 'object' && result !== null ? (result as Where) : Boolean(result)
}

const asMember = () => ({ user: member, payload, context: {} }) as unknown as PayloadRequest
const asVisitor = () => ({ user: null, payload, context: {} }) as unknown as PayloadRequest

/** The writes a member is allowed: their own record (a Where on their id). */
const OWN_RECORD: Record<string, string[]> = { members: ['update'] }

describe('a member, through any API', () => {
  it('writes no collection but their own member record', async () => {
    const wrong: string[] = []
    for (const collection of payload.config.collections) {
      for (const operation of ['create', 'update', 'delete'] as const) {
        const got = await verdict(collection.access[operation], asMember())
        if (got === false) continue
        const own = OWN_RECORD[collection.slug]?.includes(operation)
        if (own && JSON.stringify(got) === JSON.stringify({ id: { equals: member.id } })) continue
        wrong.push(`${collection.slug}.${operation}: ${JSON.stringify(got)}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('reads no more than a visitor, except their own record and orders', async () => {
    const wrong: string[] = []
    const own: Record<string, Where> = {
      members: { id: { equals: member.id } },
      orders: { member: { equals: member.id } },
      'cost-summaries': { member: { equals: member.id } },
    }
    for (const collection of payload.config.collections) {
      const forMember = await verdict(collection.access.read, asMember())
      const forVisitor = await verdict(collection.access.read, asVisitor())
      if (JSON.stringify(forMember) === JSON.stringify(forVisitor)) continue
      if (own[collection.slug] && JSON.stringify(forMember) === JSON.stringify(own[collection.slug])) continue
      wrong.push(`${collection.slug}.read: member ${JSON.stringify(forMember)}, visitor ${JSON.stringify(forVisitor)}`)
    }
    expect(wrong).toEqual([])
  })

  it('reads and writes no global beyond what a visitor may', async () => {
    const wrong: string[] = []
    for (const global of payload.config.globals) {
      const update = await verdict(global.access.update, asMember())
      if (update !== false) wrong.push(`${global.slug}.update: ${JSON.stringify(update)}`)
      const read = await verdict(global.access.read, asMember())
      const visitorRead = await verdict(global.access.read, asVisitor())
      if (JSON.stringify(read) !== JSON.stringify(visitorRead))
        wrong.push(`${global.slug}.read: ${JSON.stringify(read)}`)
    }
    expect(wrong).toEqual([])
  })

  it('never reaches the admin', async () => {
    const members = payload.config.collections.find((each) => each.slug === 'members')
    expect(await verdict(members?.access.admin as Access | undefined, asMember())).toBe(false)
  })
})
