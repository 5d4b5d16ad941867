'use client'

/**
 * "Resend confirmation email": a new confirmation link for an address, or for the member named by
 * an expired link's token. The server answers the same whether or not the address has an account
 * waiting, so the page says the same too.
 */
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast'
import { postForm } from '@/lib/forms/post-form'

import { ACCOUNT_API } from '../../paths'
import { ACCOUNT_MESSAGES } from '../../schemas'

export const RESEND_SENT_TITLE = 'Confirmation email sent'
export const RESEND_FAILED_TITLE = 'Email not sent'

/** Sends the request; true when it went (the caller says so). */
export async function requestConfirmationEmail(body: { email: string } | { token: string }): Promise<boolean> {
  const result = await postForm(ACCOUNT_API.resendConfirmation, body, { failure: ACCOUNT_MESSAGES.genericFailure })
  if (result.ok) {
    toast.success(RESEND_SENT_TITLE, { description: ACCOUNT_MESSAGES.resendSent })
    return true
  }
  toast.error(RESEND_FAILED_TITLE, { description: result.error })
  return false
}

export function ResendConfirmationButton({
  request,
  label = 'Resend confirmation email',
  variant = 'outline',
}: {
  request: { email: string } | { token: string }
  label?: string
  variant?: 'outline' | 'primary'
}) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        variant={variant}
        disabled={state === 'sending'}
        onClick={async () => {
          setState('sending')
          setState((await requestConfirmationEmail(request)) ? 'sent' : 'idle')
        }}
      >
        {state === 'sending' ? <Spinner /> : null}
        {label}
      </Button>
      {state === 'sent' ? (
        <p role="status" className="text-sm text-mocha-light">
          {ACCOUNT_MESSAGES.resendSent}
        </p>
      ) : null}
    </div>
  )
}
