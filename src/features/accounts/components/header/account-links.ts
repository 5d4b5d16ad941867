import { ACCOUNT_PAGES } from '../../paths'

/** The signed-in member's entries in the header menu and the mobile menu (then Sign Out). */
export const ACCOUNT_LINKS = [
  { href: ACCOUNT_PAGES.account, label: 'Account' },
  { href: ACCOUNT_PAGES.profile, label: 'Profile' },
  { href: ACCOUNT_PAGES.orders, label: 'Orders' },
] as const

export const SIGN_IN_LABEL = 'Sign In'
export const SIGN_OUT_LABEL = 'Sign Out'

/** Signs out (the code loads on first use: toasts and zod stay out of every page). True when signed out. */
export async function signOutOnUse(): Promise<boolean> {
  const { signOutAndTell } = await import('../session/sign-out')
  return signOutAndTell()
}
