/**
 * The built-in newsletter provider: the `subscribers` collection, with double opt-in.
 *
 * - One row per normalised (lowercased) email.
 * - A new, pending or unsubscribed address is (or becomes) `pending` and gets a confirmation email,
 *   at most once per CONFIRMATION_RESEND_MS; it is confirmed only through the link.
 * - A confirmed address subscribing again: no email, no change.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/cms/transaction'

import { emailBrand, sendEmail } from '@/features/email'
import { NewsletterConfirmEmail } from '@/features/newsletter/emails/confirm-email'
import { normaliseEmail } from '@/lib/forms/email'
import { logger } from '@/lib/logger'
import type { Subscriber } from '@/payload-types'

import { confirmUrl, listUnsubscribeHeaders, unsubscribeUrl, verifyNewsletterToken } from './links'
import { SUBSCRIBE_MESSAGES } from './schemas'
import { CONFIRM_TOKEN_TTL_MS } from './tokens'
import type { ConfirmOutcome, NewsletterProvider, SubscribeInput, SubscribeOutcome, UnsubscribeOutcome } from './types'

/** A pending address gets a new confirmation email at most this often. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000

export const CONFIRM_EMAIL_KIND = 'newsletter-confirm'

export type BuiltinDeps = { payload: Payload; now?: () => number }

async function findByEmail(payload: Payload, email: string, req?: PayloadRequest): Promise<Subscriber | null> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    // No count(*) beside the row (one statement fewer per subscribe and per reveal, issue 23).
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

async function findById(payload: Payload, id: unknown): Promise<Subscriber | null> {
  if (typeof id !== 'number' && typeof id !== 'string') return null
  try {
    return await payload.findByID({
      collection: 'subscribers',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
  } catch {
    return null
  }
}

function cleanFirstName(value: string | null | undefined): string | undefined {
  const name = value?.trim().slice(0, 100)
  return name ? name : undefined
}

/** Queues the double opt-in email (with RFC 8058 List-Unsubscribe headers) in the outbox, in `req`'s transaction when given. */
export async function sendConfirmationEmail(
  payload: Payload,
  subscriber: Subscriber,
  now: number,
  req?: PayloadRequest,
): Promise<number> {
  const brand = emailBrand()
  const { id } = await sendEmail(
    payload,
    {
      to: subscriber.email,
      subject: `Confirm your subscription to ${brand.productName}`,
      kind: CONFIRM_EMAIL_KIND,
      headers: listUnsubscribeHeaders(subscriber.id),
      react: NewsletterConfirmEmail({
        ...brand,
        firstName: subscriber.firstName,
        confirmUrl: confirmUrl(subscriber.id, now),
        unsubscribeUrl: unsubscribeUrl(subscriber.id),
      }),
    },
    { req },
  )
  return id
}

/**
 * Creates the pending row; outside a transaction, a concurrent create of the same address falls
 * back to the existing row (null); inside one (`req`) the failure ends the transaction and is
 * thrown. Without `lastConfirmationSentAt` when no confirmation email is sent (an outside provider).
 */
async function createPending(
  payload: Payload,
  data: {
    email: string
    firstName?: string
    source: string
    lastConfirmationSentAt?: string
  },
  req?: PayloadRequest,
): Promise<Subscriber | null> {
  try {
    return await payload.create({
      collection: 'subscribers',
      data: { ...data, status: 'pending' },
      overrideAccess: true,
      req,
    })
  } catch (error) {
    if (!req && (await findByEmail(payload, data.email))) return null
    throw error
  }
}

/**
 * Records an address locally without sending anything, for a provider that runs its own opt-in
 * (Kit): a new address gets a `pending` row with the given source; an existing row is left as it
 * is, only its first name filled in when missing. Throws "Email is required" without an email.
 */
export async function recordSubscriber(payload: Payload, input: SubscribeInput): Promise<Subscriber> {
  const email = normaliseEmail(input.email)
  if (!email) throw new Error(SUBSCRIBE_MESSAGES.emailRequired)
  const firstName = cleanFirstName(input.firstName)
  const existing =
    (await findByEmail(payload, email)) ??
    (await createPending(payload, {
      email,
      firstName,
      source: input.source,
    })) ??
    (await findByEmail(payload, email))
  if (!existing) throw new Error('newsletter: subscriber vanished while recording it')
  if (!firstName || existing.firstName) return existing
  return payload.update({
    collection: 'subscribers',
    id: existing.id,
    data: { firstName },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * The subscriber's row and its confirmation email, in one transaction (`req`): an address is
 * never left pending with no email on its way.
 */
async function subscribeIn(
  payload: Payload,
  subscriber: { email: string; firstName?: string; source: SubscribeInput['source'] },
  now: number,
  req: PayloadRequest,
): Promise<SubscribeOutcome> {
  const { email, firstName } = subscriber

  const existing = await findByEmail(payload, email, req)
  if (!existing) {
    const created = await createPending(
      payload,
      {
        email,
        firstName,
        source: subscriber.source,
        lastConfirmationSentAt: new Date(now).toISOString(),
      },
      req,
    )
    if (!created) throw new Error('newsletter: subscriber not created')
    await sendConfirmationEmail(payload, created, now, req)
    logger.info(
      {
        event: 'newsletter_subscribe',
        outcome: 'confirmation-sent',
        subscriberId: created.id,
      },
      'new subscriber',
    )
    return { status: 'confirmation-sent' }
  }

  if (existing.status === 'confirmed') {
    logger.info(
      {
        event: 'newsletter_subscribe',
        outcome: 'already-confirmed',
        subscriberId: existing.id,
      },
      'already confirmed',
    )
    return { status: 'already-confirmed' }
  }

  const lastSent = existing.lastConfirmationSentAt ? Date.parse(existing.lastConfirmationSentAt) : Number.NaN
  if (existing.status === 'pending' && Number.isFinite(lastSent) && now - lastSent < CONFIRMATION_RESEND_MS) {
    logger.info(
      {
        event: 'newsletter_subscribe',
        outcome: 'confirmation-recently-sent',
        subscriberId: existing.id,
      },
      'recently sent',
    )
    return { status: 'confirmation-recently-sent' }
  }

  // Pending (resend) or unsubscribed (a new opt-in): pending again until the link is used.
  const updated = await payload.update({
    collection: 'subscribers',
    id: existing.id,
    data: {
      status: 'pending',
      lastConfirmationSentAt: new Date(now).toISOString(),
      ...(firstName && !existing.firstName ? { firstName } : {}),
      ...(existing.status === 'unsubscribed' ? { source: subscriber.source } : {}),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await sendConfirmationEmail(payload, updated, now, req)
  logger.info(
    {
      event: 'newsletter_subscribe',
      outcome: 'confirmation-sent',
      subscriberId: existing.id,
    },
    'confirmation resent',
  )
  return { status: 'confirmation-sent' }
}

export async function subscribe(deps: BuiltinDeps, input: SubscribeInput): Promise<SubscribeOutcome> {
  const { payload } = deps
  const now = (deps.now ?? Date.now)()
  const email = normaliseEmail(input.email)
  if (!email) throw new Error(SUBSCRIBE_MESSAGES.emailRequired)
  const subscriber = { email, firstName: cleanFirstName(input.firstName), source: input.source }
  try {
    return await inTransaction(payload, (req) => subscribeIn(payload, subscriber, now, req))
  } catch (error) {
    // A concurrent subscribe of the same address created its row first (the unique email ended
    // this transaction): once more, now finding that row.
    if (!(await findByEmail(payload, email))) throw error
    return inTransaction(payload, (req) => subscribeIn(payload, subscriber, now, req))
  }
}

/**
 * Confirms the subscription of a confirm token (the confirm page's POST, never a GET of the
 * link). Idempotent: a second use answers `already-confirmed`. A link issued before the address
 * unsubscribed no longer confirms it.
 */
export async function confirmSubscription(deps: BuiltinDeps, token: unknown): Promise<ConfirmOutcome> {
  const { payload } = deps
  const now = (deps.now ?? Date.now)()
  const verified = verifyNewsletterToken(token, 'confirm', now)
  if (!verified.ok) return verified.reason
  const subscriber = await findById(payload, verified.subscriberId)
  if (!subscriber) return 'invalid'
  if (subscriber.status === 'confirmed') return 'already-confirmed'
  if (subscriber.status === 'unsubscribed') return 'expired'
  const issuedAt = (verified.expiresAt ?? now) - CONFIRM_TOKEN_TTL_MS
  const unsubscribedAt = subscriber.unsubscribedAt ? Date.parse(subscriber.unsubscribedAt) : Number.NaN
  if (Number.isFinite(unsubscribedAt) && Math.floor(unsubscribedAt / 1000) * 1000 > issuedAt) return 'expired'

  // Only a pending row changes, so concurrent or repeated clicks confirm once.
  const { docs } = await payload.update({
    collection: 'subscribers',
    where: {
      and: [{ id: { equals: subscriber.id } }, { status: { equals: 'pending' } }],
    },
    data: { status: 'confirmed', confirmedAt: new Date(now).toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length === 0) {
    const again = await findById(payload, subscriber.id)
    return again?.status === 'confirmed' ? 'already-confirmed' : 'invalid'
  }
  logger.info({ event: 'newsletter_confirmed', subscriberId: subscriber.id }, 'subscription confirmed')
  return 'confirmed'
}

/** Marks the subscriber of an unsubscribe token unsubscribed. Idempotent. */
export async function unsubscribeWithToken(deps: BuiltinDeps, token: unknown): Promise<UnsubscribeOutcome> {
  const { payload } = deps
  const now = (deps.now ?? Date.now)()
  const verified = verifyNewsletterToken(token, 'unsubscribe', now)
  if (!verified.ok) return 'invalid'
  const subscriber = await findById(payload, verified.subscriberId)
  if (!subscriber) return 'invalid'
  if (subscriber.status === 'unsubscribed') return 'already-unsubscribed'
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: {
      status: 'unsubscribed',
      unsubscribedAt: new Date(now).toISOString(),
    },
    depth: 0,
    overrideAccess: true,
  })
  logger.info({ event: 'newsletter_unsubscribed', subscriberId: subscriber.id }, 'unsubscribed')
  return 'unsubscribed'
}

/** The unsubscribe link of an address on the built-in list, and the List-Unsubscribe headers that go with it. */
export type UnsubscribeLinks = { url: string; headers: Record<string, string> }

/**
 * The unsubscribe link (and RFC 8058 headers) of `email` on the built-in list, for another email
 * sent to that address (the calculator's cost summary): null when the address is not on the list
 * or has unsubscribed already. The link works like the newsletter's own: it unsubscribes the row.
 */
export async function unsubscribeLinksFor(payload: Payload, email: string): Promise<UnsubscribeLinks | null> {
  const normalised = normaliseEmail(email)
  const subscriber = normalised ? await findByEmail(payload, normalised) : null
  if (!subscriber || subscriber.status === 'unsubscribed') return null
  return { url: unsubscribeUrl(subscriber.id), headers: listUnsubscribeHeaders(subscriber.id) }
}

/** The built-in provider on the `subscribers` collection. */
export function createBuiltinProvider(deps: BuiltinDeps): NewsletterProvider {
  return { name: 'builtin', subscribe: (input) => subscribe(deps, input) }
}
