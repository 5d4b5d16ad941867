/** Signed newsletter links, built on env.payloadSecret and env.siteUrl. */
import 'server-only'

import { env } from '@/lib/env'

import { CONFIRM_PATH, UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_PAGE_PATH } from './paths'
import { createToken, type TokenPurpose, type TokenSubject, verifyToken, type VerifiedToken } from './tokens'

export { CONFIRM_PATH, UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_PAGE_PATH } from './paths'

export function newsletterToken(subscriberId: TokenSubject, purpose: TokenPurpose, now?: number): string {
  return createToken(env.payloadSecret, { subscriberId, purpose }, { now })
}

export function verifyNewsletterToken(token: unknown, purpose: TokenPurpose, now?: number): VerifiedToken {
  return verifyToken(env.payloadSecret, token, purpose, { now })
}

/** The confirm link of a double opt-in email (expires after 7 days): a page that asks, then POSTs. */
export function confirmUrl(subscriberId: TokenSubject, now?: number): string {
  return `${env.siteUrl}${CONFIRM_PATH}?token=${newsletterToken(subscriberId, 'confirm', now)}`
}

/** The unsubscribe page for people (shows a confirmation button). Use in every newsletter email. */
export function unsubscribeUrl(subscriberId: TokenSubject): string {
  return `${env.siteUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${newsletterToken(subscriberId, 'unsubscribe')}`
}

/** The RFC 8058 one-click endpoint (POST), for the List-Unsubscribe header. */
export function oneClickUnsubscribeUrl(subscriberId: TokenSubject): string {
  return `${env.siteUrl}${UNSUBSCRIBE_API_PATH}?token=${newsletterToken(subscriberId, 'unsubscribe')}`
}

/** RFC 2369 + RFC 8058 headers for any email sent to a subscriber. */
export function listUnsubscribeHeaders(subscriberId: TokenSubject, mailto?: string | null): Record<string, string> {
  const targets = [`<${oneClickUnsubscribeUrl(subscriberId)}>`]
  if (mailto) targets.push(`<mailto:${mailto}?subject=unsubscribe>`)
  return {
    'List-Unsubscribe': targets.join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
