import { ACCOUNT_PAGES } from '../../paths'
import { SIGN_OUT_MESSAGES } from '../../sign-out-messages'

/** The signed-in member's entries in the header menu and the mobile menu (then Sign Out). */
export const ACCOUNT_LINKS = [
  { href: ACCOUNT_PAGES.account, label: 'Account' },
  { href: ACCOUNT_PAGES.profile, label: 'Profile' },
  { href: ACCOUNT_PAGES.orders, label: 'Orders' },
] as const

export const SIGN_IN_LABEL = 'Sign In'
export const SIGN_OUT_LABEL = 'Sign Out'

/**
 * Signs out (the code loads on first use: toasts and zod stay out of every page). True when
 * signed out. Never throws: when the request fails, or the sign-out code cannot even be loaded (a
 * network failure, a new deployment's chunks), the member is told "Sign out failed" and the caller
 * gives its button back.
 */
export async function signOutOnUse(): Promise<boolean> {
  try {
    const { signOutAndTell } = await import('../session/sign-out')
    return await signOutAndTell()
  } catch (error) {
    await tellSignOutFailed(error)
    return false
  }
}

async function tellSignOutFailed(cause: unknown): Promise<void> {
  console.error('Sign out failed', cause)
  try {
    const { toast } = await import('@/components/ui/toast')
    toast.error(SIGN_OUT_MESSAGES.failedTitle, { description: SIGN_OUT_MESSAGES.failure })
  } catch {
    // Not even the toasts load (offline): the browser's own dialog says it, rather than nothing.
    window.alert(`${SIGN_OUT_MESSAGES.failedTitle}. ${SIGN_OUT_MESSAGES.failure}`)
  }
}
