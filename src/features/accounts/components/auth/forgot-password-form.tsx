'use client'

import { useToaster } from '@/components/ui/toaster-slot'

import { ACCOUNT_API } from '../../paths'
import { ACCOUNT_MESSAGES } from '../../schemas'
import { EmailRequestForm } from './email-request-form'

/** /auth/forgot-password: an address; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm() {
  useToaster()
  return (
    <EmailRequestForm
      endpoint={ACCOUNT_API.forgotPassword}
      submitLabel="Send reset link"
      pendingLabel="Sending..."
      failureTitle="Reset link not sent"
      sentTitle="Check your email"
      sentMessage={ACCOUNT_MESSAGES.resetRequested}
      ariaLabel="Request a password reset link"
    />
  )
}
