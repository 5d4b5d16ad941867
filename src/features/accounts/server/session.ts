/**
 * Member sessions on Payload's own auth (ARCHITECTURE: sessions are signed cookies): a session is
 * an entry in the member's `sessions` list and a JWT naming it (`sid`), signed with Payload's
 * secret and checked by Payload's JWT strategy on every request. Signing in after a confirmation
 * link or a refresh makes the same kind of session as Payload's login. Server-only.
 */
import 'server-only'

import { randomUUID } from 'node:crypto'

import { getFieldsToSign, jwtSign, type Payload } from 'payload'

import { env } from '@/lib/env'
import type { Member } from '@/payload-types'

import { authCookies } from '@/cms/auth-cookies'

import { sessionCookieLines } from '../cookies'

type Session = { id: string; createdAt?: string | null; expiresAt: string }

export type IssuedSession = { token: string; expiresAt: number }

const MEMBERS = 'members'

function membersConfig(payload: Payload) {
  return payload.collections[MEMBERS].config
}

function liveSessions(sessions: Session[] | null | undefined, now: number): Session[] {
  return (sessions ?? []).filter((session) => Date.parse(session.expiresAt) > now)
}

async function sign(payload: Payload, member: Member, sid: string): Promise<IssuedSession> {
  const collectionConfig = membersConfig(payload)
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: member.email,
    sid,
    user: { ...member, collection: MEMBERS },
  })
  const { token, exp } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  return { token, expiresAt: exp * 1000 }
}

async function writeSessions(payload: Payload, memberId: number, sessions: Session[]): Promise<void> {
  await payload.db.updateOne({
    collection: MEMBERS,
    id: memberId,
    data: { sessions },
    returning: false,
  })
}

/** A new session for `member` (after confirming the email): stored on the record, then signed. */
export async function startSession(payload: Payload, member: Member): Promise<IssuedSession> {
  const now = Date.now()
  const sid = randomUUID()
  const expiresAt = new Date(now + membersConfig(payload).auth.tokenExpiration * 1000).toISOString()
  const fresh = await payload.db.findOne<Member>({ collection: MEMBERS, where: { id: { equals: member.id } } })
  const sessions = [
    ...liveSessions(fresh?.sessions, now),
    { id: sid, createdAt: new Date(now).toISOString(), expiresAt },
  ]
  await writeSessions(payload, member.id, sessions)
  return sign(payload, member, sid)
}

/** The session `sid` of `member` extended by a full lifetime and signed again; null when it is gone. */
export async function refreshSession(payload: Payload, member: Member, sid: string): Promise<IssuedSession | null> {
  const now = Date.now()
  const fresh = await payload.db.findOne<Member>({ collection: MEMBERS, where: { id: { equals: member.id } } })
  const sessions = liveSessions(fresh?.sessions, now)
  const session = sessions.find((each) => each.id === sid)
  if (!fresh || !session) return null
  session.expiresAt = new Date(now + membersConfig(payload).auth.tokenExpiration * 1000).toISOString()
  await writeSessions(payload, member.id, sessions)
  return sign(payload, fresh, sid)
}

/** Ends the session `sid` of `member` on the server: its token no longer signs in anywhere. */
export async function endSession(payload: Payload, memberId: number, sid: string): Promise<void> {
  const fresh = await payload.db.findOne<Member>({ collection: MEMBERS, where: { id: { equals: memberId } } })
  if (!fresh) return
  const sessions = liveSessions(fresh.sessions, Date.now()).filter((each) => each.id !== sid)
  await writeSessions(payload, memberId, sessions)
}

/** When a session token (a JWT) expires, in epoch ms (its `exp`); now when it cannot be read. */
export function tokenExpiry(token: string): number {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    const exp = typeof claims === 'object' && claims !== null && 'exp' in claims ? claims.exp : undefined
    return typeof exp === 'number' ? exp * 1000 : Date.now()
  } catch {
    return Date.now()
  }
}

/** When the session `sid` of `member` ends (epoch ms), or null. */
export function sessionExpiry(member: Pick<Member, 'sessions'>, sid: string | undefined): number | null {
  const session = member.sessions?.find((each) => each.id === sid)
  const at = session ? Date.parse(session.expiresAt) : NaN
  return Number.isFinite(at) ? at : null
}

// ---------------------------------------------------------------------------------------------
// Cookies: Payload's HttpOnly session cookie (SameSite=Lax, Secure on https: src/cms/auth-cookies.ts)
// and a readable hint with the same lifetime (SESSION_HINT_COOKIE), built by ../cookies.ts.

const tokenCookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

/** Set-Cookie lines for a session. */
export function sessionCookies(payload: Payload, session: IssuedSession): string[] {
  return sessionCookieLines({
    tokenName: tokenCookieName(payload),
    token: session.token,
    expires: new Date(session.expiresAt),
    secure: authCookies(env).secure,
  })
}

/** Set-Cookie lines that remove both cookies. */
export function clearedSessionCookies(payload: Payload): string[] {
  return sessionCookieLines({
    tokenName: tokenCookieName(payload),
    token: '',
    expires: new Date(0),
    secure: authCookies(env).secure,
  })
}
