'use client'

/**
 * /auth/confirm?token=… (the confirmation email's link). Opening the page changes nothing (mail
 * scanners fetch links): only the button's POST confirms. Then the member is signed in and told
 * so; an expired link offers a new one for the same account, a used or unknown link a small form
 * to ask for one by address, and the way to sign in.
 */
import Link from 'next/link'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast'
import { useToaster } from '@/components/ui/toaster-slot'
import { postForm } from '@/lib/forms/post-form'

import { ACCOUNT_FAILURE_CODES, signedInSchema } from '../../api'
import { ACCOUNT_API, ACCOUNT_PAGES } from '../../paths'
import { ACCOUNT_MESSAGES } from '../../schemas'
import { sessionStarted } from '../session/store'
import { useLocationQuery } from '../use-location-query'
import { EmailRequestForm } from './email-request-form'
import { LinkOutcome } from './link-outcome'
import { RESEND_FAILED_TITLE, RESEND_SENT_TITLE, ResendConfirmationButton } from './resend-confirmation'

export const CONFIRM_BUTTON_LABEL = 'Confirm my email'

type Outcome = 'confirmed' | 'expired' | 'invalid'

const LINK_CLASS = 'font-medium text-burnt underline underline-offset-4'

export function ConfirmEmail() {
  useToaster()
  const token = useLocationQuery('token')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [pending, setPending] = useState(false)

  const confirm = async () => {
    if (!token) return
    setPending(true)
    const result = await postForm(
      ACCOUNT_API.confirm,
      { token },
      {
        success: signedInSchema,
        failure: ACCOUNT_MESSAGES.confirmFailed,
      },
    )
    setPending(false)
    if (result.ok) {
      sessionStarted(result)
      toast.success(ACCOUNT_MESSAGES.confirmedTitle, { description: ACCOUNT_MESSAGES.confirmed })
      setOutcome('confirmed')
    } else if (result.code === ACCOUNT_FAILURE_CODES.expired) {
      setOutcome('expired')
    } else if (result.code === ACCOUNT_FAILURE_CODES.invalid || result.fieldErrors?.token) {
      setOutcome('invalid')
    } else {
      toast.error(ACCOUNT_MESSAGES.confirmFailed, { description: result.error })
    }
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
      return (
        <div className="flex flex-col gap-5">
          <p className="text-mocha-light">
            Press the button to confirm your email address. You will be signed in straight away.
          </p>
          <div>
            <Button variant="primary" size="lg" disabled={pending || !token} onClick={confirm}>
              {pending ? <Spinner /> : null}
              {pending ? 'Confirming...' : CONFIRM_BUTTON_LABEL}
            </Button>
          </div>
          <p className="text-sm text-mocha-light">
            Didn&rsquo;t sign up? Just close this page: nothing happens until you press the button.
          </p>
        </div>
      )
  }
}
