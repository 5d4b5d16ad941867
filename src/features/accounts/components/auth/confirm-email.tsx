'use client'

/**
 * /auth/confirm?token=… (the confirmation email's link). Opening the page changes nothing (mail
 * scanners fetch links): only the form's POST, with the password chosen at sign-up, confirms (a
 * wrong password is said on its field and the link stays usable). Then the member is signed in and
 * told so; an expired link offers a new one for the same account, a used or unknown link a small form
 * to ask for one by address, and the way to sign in. The token leaves the address bar as soon as
 * the page has read it (useLinkToken).
 */
import Link from 'next/link'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useToaster } from '@/components/ui/toaster-slot'

import type { SignedIn } from '../../api'
import { ACCOUNT_API, ACCOUNT_PAGES } from '../../paths'
import { ACCOUNT_MESSAGES } from '../../schemas'
import { sessionStarted } from '../session/store'
import { useLinkToken } from '../use-link-token'
import { ConfirmEmailForm } from './confirm-email-form'
import { EmailRequestForm } from './email-request-form'
import { LinkOutcome } from './link-outcome'
import { RESEND_FAILED_TITLE, RESEND_SENT_TITLE, ResendConfirmationButton } from './resend-confirmation'

type Outcome = 'confirmed' | 'expired' | 'invalid'

const LINK_CLASS = 'font-medium text-burnt underline underline-offset-4'

export function ConfirmEmail() {
  useToaster()
  const token = useLinkToken()
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const confirmed = (session: SignedIn) => {
    sessionStarted(session)
    toast.success(ACCOUNT_MESSAGES.confirmedTitle, { description: ACCOUNT_MESSAGES.confirmed })
    setOutcome('confirmed')
  }

  // A page opened without a token (a truncated link) is an invalid link from the start; while the
  // URL is unknown (the server's HTML) the page asks, as it does for a link with a token.
  const shown: Outcome | 'ask' = outcome ?? (token === null ? 'invalid' : 'ask')

  switch (shown) {
    case 'confirmed':
      return (
        <LinkOutcome title={ACCOUNT_MESSAGES.confirmedTitle}>
          <p className="text-mocha-light">{ACCOUNT_MESSAGES.confirmed}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="primary">
              <Link href={ACCOUNT_PAGES.account}>Go to my account</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/stories">Read the latest stories</Link>
            </Button>
          </div>
        </LinkOutcome>
      )
    case 'expired':
      return (
        <LinkOutcome title={ACCOUNT_MESSAGES.linkExpired}>
          <p className="text-mocha-light">
            Confirmation links work for a limited time. We can send a new one to the address you signed up with.
          </p>
          {token ? <ResendConfirmationButton request={{ token }} label="Send me a new link" variant="primary" /> : null}
        </LinkOutcome>
      )
    case 'invalid':
      return (
        <LinkOutcome title={ACCOUNT_MESSAGES.linkInvalid}>
          <p className="text-mocha-light">
            If your email is already confirmed, just{' '}
            <Link href={ACCOUNT_PAGES.auth} className={LINK_CLASS}>
              sign in
            </Link>
            . Otherwise, enter the address you signed up with and we will send you a new confirmation link.
          </p>
          <EmailRequestForm
            endpoint={ACCOUNT_API.resendConfirmation}
            submitLabel="Send me a new link"
            pendingLabel="Sending..."
            failureTitle={RESEND_FAILED_TITLE}
            sentTitle={RESEND_SENT_TITLE}
            sentMessage={ACCOUNT_MESSAGES.resendSent}
            ariaLabel="Request a new confirmation link"
          />
        </LinkOutcome>
      )
    case 'ask':
      return <ConfirmEmailForm token={token ?? null} onConfirmed={confirmed} onBadLink={setOutcome} />
  }
}
