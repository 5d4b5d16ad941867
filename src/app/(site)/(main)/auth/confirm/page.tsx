import type { Metadata } from 'next'

import { AccountPanel } from '@/features/accounts/components/account-panel'
import { ConfirmEmail } from '@/features/accounts/components/auth/confirm-email'
import { accountPageMetadata } from '@/features/accounts/metadata'

/**
 * The confirmation email's link (?token=…). Static and cached, the same for everyone: it reads
 * the token in the browser and changes nothing until its button's POST. Refreshed at most every 5 min.
 */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({ title: 'Confirm your email', description: 'Confirm your email address to sign in.' })
}

export default function ConfirmEmailPage() {
  return (
    <AccountPanel title="Confirm your email">
      <ConfirmEmail />
    </AccountPanel>
  )
}
