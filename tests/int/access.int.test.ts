/**
 * Access rules through the Local API, acting as somebody (overrideAccess: false + user).
 * Data is created first with overrideAccess: true, so a rule that leaked would have
 * something to leak.
 */
import { Forbidden, NotFound, type CollectionSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newOrderId, orderNumberOf } from '@/features/shop/logic/order-number'

import { createArticle, createStory } from './helpers/content'
import {
  closeTestPayload,
  createMember,
  createStaffUser,
  getTestPayload,
  type MemberUser,
  type StaffUser,
  uniqueEmail,
} from './helpers/payload'

let payload: Payload
let admin: StaffUser
let editor: StaffUser
let alice: MemberUser
let bob: MemberUser

const address = { firstName: 'A', lastName: 'B', address: '1 Road', city: 'Town', postalCode: '12345', country: 'US' }

function orderData(member: MemberUser) {
  const id = newOrderId()
  return {
    id,
    orderNumber: orderNumberOf(id),
    member: member.id,
    email: member.email,
    status: 'paid' as const,
    customer: address,
    items: [{ productName: 'Tee', size: 'M' as const, quantity: 1, unitPrice: 25, totalPrice: 25 }],
    subtotal: 25,
    shipping: 0,
    tax: 0,
    total: 25,
  }
}

function costSummaryData(member: MemberUser) {
  return {
    member: member.id,
    userName: member.firstName ?? 'Member',
    email: member.email,
    selectedCountry: 'usa' as const,
    currency: 'USD' as const,
    subtotalCost: 1000,
    totalMonthlyCost: 1100,
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createStaffUser(payload, 'admin')
  editor = await createStaffUser(payload, 'editor')
  alice = await createMember(payload, { firstName: 'Alice' })
  bob = await createMember(payload, { firstName: 'Bob' })

  // One document in every private collection, so a leak would show.
  const asServer = { overrideAccess: true } as const
  await payload.create({
    collection: 'subscribers',
    data: { email: uniqueEmail('sub'), status: 'confirmed' },
    ...asServer,
  })
  await payload.create({
    collection: 'story-submissions',
    data: { name: 'Sam', email: uniqueEmail('story'), location: 'Utah' },
    ...asServer,
  })
  await payload.create({
    collection: 'contact-messages',
    data: { name: 'Kim', email: uniqueEmail('contact'), message: 'Hello' },
    ...asServer,
  })
  await payload.create({ collection: 'orders', data: orderData(alice), ...asServer })
  await payload.create({ collection: 'orders', data: orderData(bob), ...asServer })
  await payload.create({ collection: 'cost-summaries', data: costSummaryData(alice), ...asServer })
  await payload.create({ collection: 'cost-summaries', data: costSummaryData(bob), ...asServer })
  await payload.create({
    collection: 'emails',
    data: { to: alice.email, subject: 'Welcome', status: 'sent' },
    ...asServer,
  })
  await payload.create({ collection: 'page-views', data: { path: '/about', referrerHost: 'example.com' }, ...asServer })
})

afterAll(closeTestPayload)

describe('an anonymous visitor', () => {
  // Each of these collections has a read rule that denies anonymous visitors outright
  // (it returns false, not a query), so the Local API answers Forbidden rather than an empty page.
  const privateCollections: CollectionSlug[] = [
    'subscribers',
    'story-submissions',
    'contact-messages',
    'orders',
    'cost-summaries',
    'emails',
    'page-views',
  ]

  it.each(privateCollections)('cannot read %s', async (collection) => {
    // The data is there…
    expect((await payload.count({ collection, overrideAccess: true })).totalDocs).toBeGreaterThan(0)
    // …and the visitor is refused.
    await expect(payload.find({ collection, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.count({ collection, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
  })

  it('cannot create story submissions or orders directly', async () => {
    await expect(
      payload.create({
        collection: 'story-submissions',
        data: { name: 'Eve', email: uniqueEmail('eve'), location: 'Nowhere' },
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.create({ collection: 'orders', data: { ...orderData(alice), member: undefined }, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('cannot subscribe or write messages through the collections either (the server does that)', async () => {
    await expect(
      payload.create({
        collection: 'subscribers',
        data: { email: uniqueEmail('eve'), status: 'pending' },
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.create({
        collection: 'contact-messages',
        data: { name: 'Eve', email: uniqueEmail('eve'), message: 'hi' },
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
  })
})

describe('published content', () => {
  it('a visitor reads only published stories; staff read drafts too', async () => {
    const published = await createStory(payload, { status: 'published' })
    const draft = await createStory(payload, { status: 'draft' })
    const ids = { in: [published.id, draft.id] }

    const asVisitor = await payload.find({ collection: 'stories', where: { id: ids }, overrideAccess: false })
    expect(asVisitor.docs.map((doc) => doc.id)).toEqual([published.id])
    await expect(
      payload.findByID({ collection: 'stories', id: draft.id, overrideAccess: false }),
    ).rejects.toBeInstanceOf(NotFound)

    const asStaff = await payload.find({
      collection: 'stories',
      where: { id: ids },
      overrideAccess: false,
      user: editor,
      draft: true,
    })
    expect(asStaff.docs.map((doc) => doc.id).sort()).toEqual([published.id, draft.id].sort())
  })

  it('a visitor reads only published articles; staff read drafts too', async () => {
    const published = await createArticle(payload, { status: 'published' })
    const draft = await createArticle(payload, { status: 'draft' })
    const ids = { in: [published.id, draft.id] }

    const asVisitor = await payload.find({ collection: 'articles', where: { id: ids }, overrideAccess: false })
    expect(asVisitor.docs.map((doc) => doc.id)).toEqual([published.id])

    const asMember = await payload.find({
      collection: 'articles',
      where: { id: ids },
      overrideAccess: false,
      user: alice,
    })
    expect(asMember.docs.map((doc) => doc.id)).toEqual([published.id])

    const asStaff = await payload.find({
      collection: 'articles',
      where: { id: ids },
      overrideAccess: false,
      user: admin,
    })
    expect(asStaff.docs.map((doc) => doc.id).sort()).toEqual([published.id, draft.id].sort())
  })

  it('a visitor cannot create, change or delete content', async () => {
    const story = await createStory(payload)
    await expect(
      payload.update({ collection: 'stories', id: story.id, data: { title: 'Hacked' }, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.delete({ collection: 'stories', id: story.id, overrideAccess: false, user: alice }),
    ).rejects.toBeInstanceOf(Forbidden)
  })
})

describe('a member', () => {
  it('reads and updates their own record only', async () => {
    const own = await payload.findByID({ collection: 'members', id: alice.id, overrideAccess: false, user: alice })
    expect(own.email).toBe(alice.email)

    const list = await payload.find({ collection: 'members', overrideAccess: false, user: alice })
    expect(list.docs.map((doc) => doc.id)).toEqual([alice.id])

    await expect(
      payload.findByID({ collection: 'members', id: bob.id, overrideAccess: false, user: alice }),
    ).rejects.toBeInstanceOf(NotFound)

    const updated = await payload.update({
      collection: 'members',
      id: alice.id,
      data: { lastName: 'Updated' },
      overrideAccess: false,
      user: alice,
    })
    expect(updated.lastName).toBe('Updated')

    await expect(
      payload.update({
        collection: 'members',
        id: bob.id,
        data: { lastName: 'Hacked' },
        overrideAccess: false,
        user: alice,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    const bobNow = await payload.findByID({ collection: 'members', id: bob.id, overrideAccess: true })
    expect(bobNow.lastName).not.toBe('Hacked')
  })

  it('cannot delete their record or another member (admins only)', async () => {
    await expect(
      payload.delete({ collection: 'members', id: bob.id, overrideAccess: false, user: alice }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('reads only their own orders', async () => {
    const mine = await payload.find({ collection: 'orders', overrideAccess: false, user: alice })
    expect(mine.totalDocs).toBe(1)
    expect(mine.docs.every((order) => order.email === alice.email)).toBe(true)

    const bobsOrder = (
      await payload.find({ collection: 'orders', where: { member: { equals: bob.id } }, overrideAccess: true })
    ).docs[0]
    await expect(
      payload.findByID({ collection: 'orders', id: bobsOrder.id, overrideAccess: false, user: alice }),
    ).rejects.toBeInstanceOf(NotFound)
  })

  it('reads only their own cost summaries', async () => {
    const mine = await payload.find({ collection: 'cost-summaries', overrideAccess: false, user: bob })
    expect(mine.totalDocs).toBe(1)
    expect(mine.docs[0].email).toBe(bob.email)
  })

  it('cannot create orders or read staff-only collections', async () => {
    await expect(
      payload.create({ collection: 'orders', data: orderData(alice), overrideAccess: false, user: alice }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.find({ collection: 'subscribers', overrideAccess: false, user: alice }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.find({ collection: 'users', overrideAccess: false, user: alice })).rejects.toBeInstanceOf(
      Forbidden,
    )
  })
})

describe('staff roles', () => {
  it('an editor cannot create staff users', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: uniqueEmail('new-editor'), password: 'a-password-123', role: 'editor' },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('an editor cannot make themselves admin', async () => {
    // The role field is admin-only: the change is dropped, not applied.
    await payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'admin', name: 'Renamed editor' },
      overrideAccess: false,
      user: editor,
    })
    const after = await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })
    expect(after.role).toBe('editor')
    expect(after.name).toBe('Renamed editor')
  })

  it('an editor cannot change or delete other staff', async () => {
    await expect(
      payload.update({ collection: 'users', id: admin.id, data: { name: 'x' }, overrideAccess: false, user: editor }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.delete({ collection: 'users', id: admin.id, overrideAccess: false, user: editor }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.delete({ collection: 'users', id: editor.id, overrideAccess: false, user: editor }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('an admin can create an editor (and delete one)', async () => {
    const created = await payload.create({
      collection: 'users',
      data: { email: uniqueEmail('made-by-admin'), password: 'a-password-123', role: 'editor' },
      overrideAccess: false,
      user: admin,
    })
    expect(created.role).toBe('editor')
    await payload.delete({ collection: 'users', id: created.id, overrideAccess: false, user: admin })
  })

  it('staff read the private collections', async () => {
    for (const collection of [
      'subscribers',
      'story-submissions',
      'contact-messages',
      'emails',
      'page-views',
    ] as const) {
      const result = await payload.find({ collection, overrideAccess: false, user: editor })
      expect(result.totalDocs, collection).toBeGreaterThan(0)
    }
    const orders = await payload.find({ collection: 'orders', overrideAccess: false, user: editor })
    expect(orders.totalDocs).toBeGreaterThanOrEqual(2)
  })
})
