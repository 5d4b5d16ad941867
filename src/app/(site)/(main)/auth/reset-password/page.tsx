import type { Metadata } from 'next'

import { AccountPanel } from '@/features/accounts/components/account-panel'
import { ResetPasswordForm } from '@/features/accounts/components/auth/reset-password-form'
import { accountPageMetadata } from '@/features/accounts/metadata'

/**
 * The reset email's link (?token=…). Static and cached, the same for everyone: the token is read in
 * the browser and used only by the form's POST. Refreshed at most every 5 min (SPEC §9).
 */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({ title: 'Choose a new password', description: 'Choose a new password for your account.' })
}

export default function ResetPasswordPage() {
  return (
    <AccountPanel title="Choose a new password">
      <ResetPasswordForm />
    </AccountPanel>
  )
}
