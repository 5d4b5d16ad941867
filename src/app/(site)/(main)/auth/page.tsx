import type { Metadata } from 'next'

import { AccountPanel } from '@/features/accounts/components/account-panel'
import { AuthTabs } from '@/features/accounts/components/auth/auth-tabs'
import { accountPageMetadata } from '@/features/accounts/metadata'
import { getSiteInfo } from '@/features/site/queries'

/**
 * Sign In and Sign Up (SPEC §2). Static and cached like every public page, the same for everyone:
 * the tabs learn the session, ?next and ?tab in the browser. Refreshed at most every 5 min (SPEC §9).
 */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({
    title: 'Sign In',
    description: 'Sign in to your account, or create one to manage your profile and orders.',
  })
}

export default async function AuthPage() {
  const site = await getSiteInfo()
  return (
    <AccountPanel
      title={`Welcome to ${site.productName}`}
      intro="Sign in to your account, or sign up to manage your profile and see your orders."
    >
      <AuthTabs />
    </AccountPanel>
  )
}
