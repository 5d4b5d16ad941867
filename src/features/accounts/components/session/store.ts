/**
 * The browser's one view of the member's session (SPEC §4 "Auth": loading until the first
 * answer, then signed in or signed out; the session refreshes on its own), for
 * useSyncExternalStore. Small on purpose: the header reads it on every page, so it asks nothing
 * and loads nothing while the readable hint cookie is absent (a visitor), and it loads its
 * requests (./requests.ts, with zod) only when there is a session to ask about.
 *
 * While signed in it ticks every 30 s and refreshes when the expiry is near (./timing.ts); a
 * refresh answered 401 ends the session ('ended'), which private pages turn into a return to
 * /auth (PrivatePageWatch). A sign-out or sign-in in one tab reaches the others through a
 * BroadcastChannel, and a tick that finds the hint cookie gone signs this tab out too.
 * Browser-only state; on the server the snapshot is always 'loading'.
 */
import { useSyncExternalStore } from 'react'

import type { MemberSummary } from '../../api'
import { SESSION_HINT_COOKIE } from '../../paths'
import { hasCookie, hasExpired, SESSION_TICK_MS, shouldRefresh, withBackoff } from './timing'

/** Why the browser is signed out: never was, signed out (here or in another tab), or the session ended. */
export type SignedOutReason = 'visitor' | 'signed-out' | 'ended'

export type SessionState =
  | { status: 'loading'; /** A session cookie is there: a member, whose name is on its way. */ hinted: boolean }
  | { status: 'signed-out'; reason: SignedOutReason }
  | { status: 'signed-in'; member: MemberSummary; expiresAt: number }

export type SessionStart = { member: MemberSummary; expiresAt: number }

type TabMessage = { type: 'signed-in' } | { type: 'signed-out' }

const SERVER_STATE: SessionState = { status: 'loading', hinted: false }
const CHANNEL = 'vl-session'

let state: SessionState = SERVER_STATE
let initialised = false
let started = false
let ticker: ReturnType<typeof setInterval> | undefined
let refreshing = false
let channel: BroadcastChannel | null = null
const listeners = new Set<() => void>()

const requests = () => import('./requests')
const hinted = () => hasCookie(document.cookie, SESSION_HINT_COOKIE)

function set(next: SessionState): void {
  state = next
  if (next.status === 'signed-in') startTicking()
  else stopTicking()
  for (const listener of listeners) listener()
}

function tell(message: TabMessage): void {
  channel?.postMessage(message)
}

function startTicking(): void {
  ticker ??= setInterval(tick, SESSION_TICK_MS)
}

function stopTicking(): void {
  if (ticker === undefined) return
  clearInterval(ticker)
  ticker = undefined
}

/** GET session (retried with back-off); a session that cannot be read counts as signed out. */
async function load(): Promise<void> {
  const answer = await requests()
    .then(({ fetchSession }) => withBackoff(fetchSession, { stillWanted: () => state.status === 'loading' }))
    .catch(() => null)
  if (state.status !== 'loading') return
  if (answer?.signedIn) set({ status: 'signed-in', member: answer.member, expiresAt: answer.expiresAt })
  else set({ status: 'signed-out', reason: 'visitor' })
}

async function refresh(): Promise<void> {
  if (refreshing) return
  refreshing = true
  try {
    const outcome = await requests()
      .then(({ refreshSession }) => withBackoff(refreshSession, { stillWanted: () => state.status === 'signed-in' }))
      .catch(() => null)
    if (state.status !== 'signed-in' || outcome === null) return
    if (outcome.signedIn) {
      set({ status: 'signed-in', member: outcome.session.member, expiresAt: outcome.session.expiresAt })
    } else {
      set({ status: 'signed-out', reason: 'ended' })
      tell({ type: 'signed-out' })
    }
  } finally {
    refreshing = false
  }
}

function tick(): void {
  if (state.status !== 'signed-in') return
  const now = Date.now()
  if (!hinted()) {
    // The cookies went: their time ran out, or another tab signed out.
    set({ status: 'signed-out', reason: hasExpired(state.expiresAt, now) ? 'ended' : 'signed-out' })
    return
  }
  if (shouldRefresh(state.expiresAt, now)) void refresh()
}

function onTabMessage(event: MessageEvent<TabMessage>): void {
  if (event.data?.type === 'signed-out' && state.status !== 'signed-out') {
    set({ status: 'signed-out', reason: 'signed-out' })
  } else if (event.data?.type === 'signed-in' && state.status !== 'signed-in') {
    set({ status: 'loading', hinted: true })
    void load()
  }
}

/** The first state in the browser, from the cookie alone (no request, no notification). */
function initialise(): void {
  if (initialised) return
  initialised = true
  state = hinted() ? { status: 'loading', hinted: true } : { status: 'signed-out', reason: 'visitor' }
}

/** Once per page load: the first answer, the other tabs, and a check when the tab comes back. */
function start(): void {
  if (started) return
  started = true
  initialise()
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL)
    channel.addEventListener('message', onTabMessage)
  }
  // Timers sleep in background tabs: look again as soon as the visitor is back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') tick()
  })
  if (state.status === 'loading') void load()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  start()
  return () => listeners.delete(listener)
}

function snapshot(): SessionState {
  initialise()
  return state
}

const serverSnapshot = (): SessionState => SERVER_STATE

/** The session as the page knows it; 'loading' on the server and while hydrating. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

/** After sign-in, email confirmation or a password reset: the answer's session, in every tab. */
export function sessionStarted(session: SessionStart): void {
  set({ status: 'signed-in', member: session.member, expiresAt: session.expiresAt })
  tell({ type: 'signed-in' })
}

/** After a profile change: the header shows the new first name. */
export function sessionMemberChanged(member: MemberSummary): void {
  if (state.status === 'signed-in') set({ ...state, member })
}

/** A request answered 401: the session is over (private pages return to /auth). */
export function sessionEnded(): void {
  if (state.status === 'signed-out') return
  set({ status: 'signed-out', reason: 'ended' })
  tell({ type: 'signed-out' })
}

/** After the server signed the member out (./sign-out.ts): signed out here and in the other tabs. */
export function sessionSignedOut(): void {
  set({ status: 'signed-out', reason: 'signed-out' })
  tell({ type: 'signed-out' })
}
