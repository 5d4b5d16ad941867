import type { Metadata } from 'next'
import Link from 'next/link'

import { AccountPanel } from '@/features/accounts/components/account-panel'
import { ForgotPasswordForm } from '@/features/accounts/components/auth/forgot-password-form'
import { accountPageMetadata } from '@/features/accounts/metadata'
import { ACCOUNT_PAGES } from '@/features/accounts/paths'

/** Asks for a password reset link. Static and cached; refreshed at most every 5 min (SPEC §9). */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({
    title: 'Forgot password',
    description: 'Get a link to choose a new password for your account.',
  })
}

export default function ForgotPasswordPage() {
  return (
    <AccountPanel
      title="Forgot your password?"
      intro={
        <>
          Enter the address you signed up with and we will email you a link to choose a new password.{' '}
          <Link href={ACCOUNT_PAGES.auth} className="font-medium text-burnt underline underline-offset-4">
            Back to sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AccountPanel>
  )
}
