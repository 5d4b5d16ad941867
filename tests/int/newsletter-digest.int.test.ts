/**
 * The weekly newsletter issue (src/features/newsletter/digest) against the test database:
 * selection since the last issue, nothing new → nothing sent, one email per confirmed subscriber
 * with the unsubscribe link and headers, resume after a crash without duplicates (also through
 * the job queue), the admin preview and "Send test to me" endpoints.
 *
 * Other files share the database: assertions are scoped to the stories, articles and
 * subscribers created here (other confirmed subscribers also receive the issues, which is right).
 */
import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Email, NewsletterIssue, Subscriber } from '@/payload-types'

import { createArticle, createStory } from './helpers/content'
import {
  closeTestPayload,
  createMember,
  createStaffUser,
  getTestPayload,
  uniqueEmail,
  uniqueSuffix,
} from './helpers/payload'

let payload: Payload
let digest: typeof import('@/features/newsletter/digest/run')
let digestTools: typeof import('@/features/newsletter/digest/preview')
let select: typeof import('@/features/newsletter/digest/select')
let endpoints: typeof import('@/features/newsletter/collections/NewsletterIssues/endpoints')
let email: typeof import('@/features/email')
let siteUrl: string

const SECOND = 1_000
const HOUR = 3_600_000

beforeAll(async () => {
  payload = await getTestPayload()
  digest = await import('@/features/newsletter/digest/run')
  digestTools = await import('@/features/newsletter/digest/preview')
  select = await import('@/features/newsletter/digest/select')
  endpoints = await import('@/features/newsletter/collections/NewsletterIssues/endpoints')
  email = await import('@/features/email')
  siteUrl = (await import('@/lib/env')).env.siteUrl
})

afterAll(async () => {
  await payload.jobs.run({ allQueues: true, limit: 1000 })
  await closeTestPayload()
})

function ago(ms: number): string {
  return new Date(Date.now() - ms).toISOString()
}

async function subscriber(status: Subscriber['status']): Promise<Subscriber> {
  return payload.create({
    collection: 'subscribers',
    data: {
      email: uniqueEmail(`digest-${status}`),
      status,
      source: 'int-test',
    },
    overrideAccess: true,
  })
}

async function digestEmailsFor(sub: Subscriber, issueId?: number): Promise<Email[]> {
  const { docs } = await payload.find({
    collection: 'emails',
    where: {
      and: [
        { to: { equals: sub.email } },
        { kind: { equals: digest.DIGEST_EMAIL_KIND } },
        ...(issueId ? [{ dedupeKey: { equals: select.digestDedupeKey(issueId, sub.id) } }] : []),
      ],
    },
    limit: 100,
    overrideAccess: true,
  })
  return docs
}

async function issue(id: number): Promise<NewsletterIssue> {
  return payload.findByID({
    collection: 'newsletter-issues',
    id,
    depth: 0,
    overrideAccess: true,
  })
}

async function confirmedCount(): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'subscribers',
    where: { status: { equals: 'confirmed' } },
    overrideAccess: true,
  })
  return totalDocs
}

const ids = (values: readonly (number | { id: number })[] | null | undefined) =>
  (values ?? []).map((value) => (typeof value === 'object' ? value.id : value))

describe('a weekly issue', () => {
  it('selects what was published since the last issue and mails each confirmed subscriber once', async () => {
    const tag = uniqueSuffix()
    // The newest of the window: the files before this one (one database, run one after another)
    // published stories of their own since the last issue, up to the digest's limit of 10 and past it.
    const story = await createStory(payload, {
      title: `Digest story ${tag}`,
      publishDate: ago(SECOND),
    })
    const article = await createArticle(payload, {
      title: `Digest article ${tag}`,
      publishDate: ago(2 * SECOND),
    })
    const old = await createStory(payload, {
      title: `Old story ${tag}`,
      publishDate: ago(30 * 24 * HOUR),
    })
    const draft = await createStory(payload, {
      title: `Draft story ${tag}`,
      status: 'draft',
      publishDate: ago(HOUR),
    })
    const [confirmed, confirmed2, pending, unsubscribed] = await Promise.all([
      subscriber('confirmed'),
      subscriber('confirmed'),
      subscriber('pending'),
      subscriber('unsubscribed'),
    ])

    const result = await digest.runDigest({ payload })
    expect(result.outcome).toBe('sent')
    if (result.outcome !== 'sent') return
    const sent = await issue(result.issueId)
    expect(sent.status).toBe('sent')
    expect(ids(sent.stories)).toContain(story.id)
    expect(ids(sent.articles)).toContain(article.id)
    expect(ids(sent.stories)).not.toContain(old.id)
    expect(ids(sent.stories)).not.toContain(draft.id)
    expect(sent.recipientCount).toBe(await confirmedCount())
    expect(result.recipientCount).toBe(sent.recipientCount)

    for (const sub of [confirmed, confirmed2]) {
      const emails = await digestEmailsFor(sub)
      expect(emails).toHaveLength(1)
      const [mail] = emails
      expect(mail.subject).toMatch(/^This week on Vanlife Voices: /)
      expect(mail.html).toContain(`${siteUrl}/${story.slug}`)
      expect(mail.html).toContain(`${siteUrl}/${article.slug}`)
      expect(mail.html).toContain('Read the story')
      expect(mail.html).toContain('Read the article')
      expect(mail.html).toMatch(/<img[^>]+src="http[^"]+"/)
      expect(mail.html).toContain('/newsletter/unsubscribe?token=')
      expect(mail.text?.toLowerCase()).toContain(story.title.toLowerCase())
      const headers = mail.headers as Record<string, string>
      expect(headers['List-Unsubscribe']).toContain('/api/newsletter/unsubscribe?token=')
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    }
    expect(await digestEmailsFor(pending)).toHaveLength(0)
    expect(await digestEmailsFor(unsubscribed)).toHaveLength(0)

    // Nothing published since: nothing is sent.
    const again = await digest.runDigest({ payload })
    expect(again).toMatchObject({
      outcome: 'nothing-new',
      since: sent.periodEnd,
    })
    expect(await digestEmailsFor(confirmed)).toHaveLength(1)

    // The next issue holds only what came after.
    const next = await createStory(payload, {
      title: `Next story ${tag}`,
      publishDate: new Date().toISOString(),
    })
    const third = await digest.runDigest({ payload })
    expect(third.outcome).toBe('sent')
    if (third.outcome !== 'sent') return
    const thirdIssue = await issue(third.issueId)
    expect(ids(thirdIssue.stories)).toContain(next.id)
    expect(ids(thirdIssue.stories)).not.toContain(story.id)
    expect(ids(thirdIssue.articles)).not.toContain(article.id)
    expect(thirdIssue.periodStart).toBe(sent.periodEnd)
    expect(await digestEmailsFor(confirmed)).toHaveLength(2)
  })
})

describe('a crash mid-send', () => {
  it('resumes from the cursor, through the job queue, without sending anyone the issue twice', async () => {
    const mine = await Promise.all([subscriber('confirmed'), subscriber('confirmed'), subscriber('confirmed')])
    await createStory(payload, {
      title: `Crash story ${uniqueSuffix()}`,
      publishDate: new Date().toISOString(),
    })

    let batches = 0
    const crash = digest.runDigest({
      payload,
      batchSize: 1,
      afterBatch: () => {
        batches += 1
        if (batches === 2) throw new Error('simulated crash')
      },
    })
    await expect(crash).rejects.toThrow('simulated crash')
    const { docs } = await payload.find({
      collection: 'newsletter-issues',
      where: { status: { equals: 'sending' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const interrupted = docs[0]
    expect(interrupted.sentCount).toBe(2)
    expect(interrupted.cursor).toBeGreaterThan(0)
    expect(interrupted.error).toContain('simulated crash')

    // The next run (here: the scheduled task, through the queue) finishes it instead of starting another.
    await payload.jobs.queue({ task: 'newsletterDigest', input: {} })
    await payload.jobs.run({ allQueues: true, limit: 1000 })
    const finished = await issue(interrupted.id)
    expect(finished.status).toBe('sent')
    expect(finished.error).toBeFalsy()
    expect(finished.recipientCount).toBe(await confirmedCount())
    for (const sub of mine) expect(await digestEmailsFor(sub, finished.id)).toHaveLength(1)
    const { totalDocs: sending } = await payload.count({
      collection: 'newsletter-issues',
      where: { status: { equals: 'sending' } },
      overrideAccess: true,
    })
    expect(sending).toBe(0)

    // Even sent again from the start (cursor lost), the dedupe key keeps one email per subscriber.
    await payload.update({
      collection: 'newsletter-issues',
      id: finished.id,
      data: { status: 'sending', cursor: 0, sentCount: 0 },
      overrideAccess: true,
    })
    const rerun = await digest.runDigest({ payload, batchSize: 2 })
    expect(rerun).toMatchObject({
      outcome: 'nothing-new',
      resumed: [finished.id],
    })
    expect((await issue(finished.id)).status).toBe('sent')
    for (const sub of mine) expect(await digestEmailsFor(sub, finished.id)).toHaveLength(1)
  })

  it('refuses a second outbox email with the same dedupe key', async () => {
    const key = `int-test:${uniqueSuffix()}`
    const to = uniqueEmail('dedupe')
    const first = await email.sendEmail(payload, {
      to,
      subject: 'Once',
      kind: 'int-test',
      html: '<p>Once</p>',
      dedupeKey: key,
    })
    const second = await email.sendEmail(payload, {
      to,
      subject: 'Once',
      kind: 'int-test',
      html: '<p>Once</p>',
      dedupeKey: key,
    })
    expect(second).toEqual({ id: first.id, duplicate: true })
    await expect(
      payload.create({
        collection: 'emails',
        data: {
          to,
          subject: 'Twice',
          kind: 'int-test',
          status: 'queued',
          dedupeKey: key,
        },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})

describe('staff tools', () => {
  async function requestAs(user: PayloadRequest['user'] | null): Promise<PayloadRequest> {
    return createLocalReq(user ? { user } : {}, payload)
  }

  it('previews the next issue, or says there is nothing new', async () => {
    const staff = await createStaffUser(payload, 'editor')
    await digest.runDigest({ payload })
    const empty = await endpoints.digestPreviewEndpoint.handler(await requestAs(staff))
    expect(empty.status).toBe(200)
    expect(await empty.text()).toContain('Nothing new to send since')

    const story = await createStory(payload, {
      title: `Preview story ${uniqueSuffix()}`,
      publishDate: new Date().toISOString(),
    })
    const preview = await endpoints.digestPreviewEndpoint.handler(await requestAs(staff))
    expect(preview.headers.get('content-type')).toContain('text/html')
    const html = await preview.text()
    expect(html).toContain(story.title)
    expect(html).toContain('Read the story')

    expect((await endpoints.digestPreviewEndpoint.handler(await requestAs(null))).status).toBe(403)
    const member = await createMember(payload)
    expect((await endpoints.digestPreviewEndpoint.handler(await requestAs(member))).status).toBe(403)
  })

  it('sends a "[Test]" issue to the signed-in staff user only', async () => {
    const staff = await createStaffUser(payload, 'admin')
    await createArticle(payload, {
      title: `Test-send article ${uniqueSuffix()}`,
      publishDate: new Date().toISOString(),
    })
    const response = await endpoints.digestTestSendEndpoint.handler(await requestAs(staff))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ok: true })
    const { docs } = await payload.find({
      collection: 'emails',
      where: { to: { equals: staff.email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].subject).toMatch(/^\[Test\] This week on Vanlife Voices: /)
    expect(docs[0].kind).toBe(digestTools.DIGEST_TEST_EMAIL_KIND)

    expect((await endpoints.digestTestSendEndpoint.handler(await requestAs(null))).status).toBe(403)
    const member = await createMember(payload)
    expect((await endpoints.digestTestSendEndpoint.handler(await requestAs(member))).status).toBe(403)
    // No issue was recorded by the test send.
    const { totalDocs } = await payload.count({
      collection: 'newsletter-issues',
      where: { status: { equals: 'sending' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('is scheduled by NEWSLETTER_DIGEST_CRON, at its next time in NEWSLETTER_TIMEZONE', async () => {
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === 'newsletterDigest')
    expect(task?.schedule?.map((entry) => [entry.cron, entry.queue])).toEqual([['0 9 * * 4', 'default']])

    const { queued } = await payload.jobs.handleSchedules({ queue: 'default' })
    expect(queued.map((entry) => entry.taskConfig?.slug)).toContain('newsletterDigest')
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'newsletterDigest' } }, { completedAt: { exists: false } }],
      },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const waitUntil = new Date(docs[0].waitUntil ?? 0)
    expect(waitUntil.getUTCDay()).toBe(4)
    expect(waitUntil.getUTCHours()).toBe(9)
    expect(waitUntil.getTime()).toBeGreaterThan(Date.now())
    // A second tick schedules nothing more.
    await payload.jobs.handleSchedules({ queue: 'default' })
    expect(
      (
        await payload.count({
          collection: 'payload-jobs',
          where: {
            and: [{ taskSlug: { equals: 'newsletterDigest' } }, { completedAt: { exists: false } }],
          },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
    await payload.delete({
      collection: 'payload-jobs',
      id: docs[0].id,
      overrideAccess: true,
    })
  })
})
