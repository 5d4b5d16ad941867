/**
 * The session store's requests, loaded only once the page has a session to ask about (the hint
 * cookie is there) or a member signs out: they bring zod and the answer schemas, which visitors'
 * pages never load. Every answer is parsed; none is trusted. Browser-only.
 */
import { postForm } from '@/lib/forms/post-form'

import { ACCOUNT_API, type SessionAnswer, sessionAnswerSchema, type SignedIn, signedInSchema } from '../../api'
import { ACCOUNT_MESSAGES } from '../../schemas'
import type { Attempt } from './timing'

/** GET session: who is signed in; not done when the network or the server failed (retry). */
export async function fetchSession(): Promise<Attempt<SessionAnswer>> {
  try {
    const response = await fetch(ACCOUNT_API.session, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
    if (response.status === 401) return { done: true, value: { signedIn: false } }
    if (!response.ok) return { done: false }
    const answer = sessionAnswerSchema.safeParse(await response.json())
    return answer.success ? { done: true, value: answer.data } : { done: false }
  } catch {
    return { done: false }
  }
}

export type RefreshOutcome = { signedIn: true; session: SignedIn } | { signedIn: false }

/** POST refresh: the extended session, or signed out (401); not done on a passing failure. */
export async function refreshSession(): Promise<Attempt<RefreshOutcome>> {
  const result = await postForm(
    ACCOUNT_API.refresh,
    {},
    { success: signedInSchema, failure: ACCOUNT_MESSAGES.genericFailure },
  )
  if (result.ok) return { done: true, value: { signedIn: true, session: result } }
  if (result.status === 401) return { done: true, value: { signedIn: false } }
  return { done: false }
}

/** POST sign-out: ends the session on the server (and clears both cookies). */
export async function postSignOut(): Promise<{ ok: true } | { ok: false; error: string }> {
  const result = await postForm(ACCOUNT_API.signOut, {}, { failure: ACCOUNT_MESSAGES.signOutFailure })
  return result.ok ? { ok: true } : { ok: false, error: result.error }
}
