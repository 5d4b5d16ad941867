/**
 * The accounts slice's addresses and cookie names, without zod: the header's session island
 * imports these on every page, so they must not bring the schemas (./api.ts re-exports them).
 * Pure and browser-safe.
 */
export const ACCOUNT_API = {
  session: '/api/account/session',
  signIn: '/api/account/sign-in',
  signUp: '/api/account/sign-up',
  signOut: '/api/account/sign-out',
  refresh: '/api/account/refresh',
  confirm: '/api/account/confirm',
  resendConfirmation: '/api/account/resend-confirmation',
  forgotPassword: '/api/account/forgot-password',
  resetPassword: '/api/account/reset-password',
  profile: '/api/account/profile',
} as const

/** The account pages (SPEC §1) and the pages the account emails link to. */
export const ACCOUNT_PAGES = {
  auth: '/auth',
  confirm: '/auth/confirm',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  account: '/account',
  profile: '/profile',
  orders: '/orders',
} as const

/**
 * A cookie the browser can read (not HttpOnly, holds nothing secret) set beside the session
 * cookie with the same lifetime: without it the page knows it is signed out and asks nothing.
 */
export const SESSION_HINT_COOKIE = 'vl-signed-in'

/** The query parameter of /auth naming where to return after signing in (see ./redirect.ts). */
export const NEXT_PARAM = 'next'
