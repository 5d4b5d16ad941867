/** The absolute links the account emails carry (our own pages under /auth). */
import { env } from '@/lib/env'

import { ACCOUNT_PAGES } from '../api'

const withToken = (path: string, token: string) => `${env.siteUrl}${path}?${new URLSearchParams({ token }).toString()}`

export const accountLinks = {
  confirm: (token: string) => withToken(ACCOUNT_PAGES.confirm, token),
  reset: (token: string) => withToken(ACCOUNT_PAGES.resetPassword, token),
  signIn: () => `${env.siteUrl}${ACCOUNT_PAGES.auth}`,
  forgotPassword: () => `${env.siteUrl}${ACCOUNT_PAGES.forgotPassword}`,
}
