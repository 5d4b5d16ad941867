/**
 * The profile's GET and POST, their answers parsed (./profile-form.tsx). A 401 means the session
 * ended: the session store is told, and the private page returns to /auth. Browser-only.
 */
import { postForm, type PostFormFailure } from '@/lib/forms/post-form'
import { formFailureSchema } from '@/lib/forms/result'

import { type ProfileData, profileAnswerSchema } from '../../api'
import { ACCOUNT_API } from '../../paths'
import { ACCOUNT_MESSAGES, type ProfileValues } from '../../schemas'
import { sessionEnded } from '../session/store'

/** A failure is postForm's, so the form puts its field messages on the fields (applyFieldErrors). */
export type ProfileResult = { ok: true; profile: ProfileData } | PostFormFailure

export async function loadProfile(): Promise<ProfileResult> {
  let response: Response
  try {
    response = await fetch(ACCOUNT_API.profile, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
  } catch (error) {
    return { ok: false, error: ACCOUNT_MESSAGES.genericFailure, status: 0, cause: error }
  }
  if (response.status === 401) sessionEnded()
  const answer: unknown = await response.json().catch(() => null)
  const success = profileAnswerSchema.safeParse(answer)
  if (success.success) return { ok: true, profile: success.data.profile }
  const failure = formFailureSchema.safeParse(answer)
  return {
    ok: false,
    error: failure.success ? failure.data.error : ACCOUNT_MESSAGES.genericFailure,
    status: response.status,
    cause: answer,
  }
}

export async function saveProfile(values: ProfileValues): Promise<ProfileResult> {
  const result = await postForm(ACCOUNT_API.profile, values, {
    success: profileAnswerSchema,
    failure: ACCOUNT_MESSAGES.genericFailure,
  })
  if (result.ok) return { ok: true, profile: result.profile }
  if (result.status === 401) sessionEnded()
  return result
}
