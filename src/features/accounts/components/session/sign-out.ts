/**
 * Sign Out (header menu, mobile menu, account dashboard): ends the session on the server, then
 * in every tab; a failure is the toast "Sign out failed" with the message (SPEC §8). Loaded on
 * first use, as it brings the toasts and zod. Browser-only.
 */
import { toast } from '@/components/ui/toast'

import { ACCOUNT_MESSAGES } from '../../schemas'
import { postSignOut } from './requests'
import { sessionSignedOut } from './store'

/** True when signed out. */
export async function signOutAndTell(): Promise<boolean> {
  const result = await postSignOut()
  if (!result.ok) {
    toast.error(ACCOUNT_MESSAGES.signOutFailed, { description: result.error })
    return false
  }
  sessionSignedOut()
  return true
}
