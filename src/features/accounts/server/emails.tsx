/** Sending the account emails through the outbox. Server-only. */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { JobQueue } from '@/cms/jobs/queues'
import { emailBrand, sendEmail } from '@/features/email'

import {
  ConfirmAccountEmail,
  confirmAccountSubject,
  ExistingAccountEmail,
  existingAccountSubject,
  ResetPasswordEmail,
  resetPasswordSubject,
} from '../emails'
import { accountLinks } from '../emails/links'

type To = { email: string; firstName?: string | null }

/** Account emails go before bulk mail: someone is waiting for them (src/cms/jobs/queues.ts, ADR 0027). */
const ACCOUNT_EMAIL_QUEUE: JobQueue = 'urgent'

export async function sendConfirmationEmail(payload: Payload, to: To, token: string, req?: PayloadRequest) {
  const brand = emailBrand()
  await sendEmail(
    payload,
    {
      to: to.email,
      subject: confirmAccountSubject(brand.productName),
      kind: 'account-confirm',
      queue: ACCOUNT_EMAIL_QUEUE,
      react: <ConfirmAccountEmail {...brand} firstName={to.firstName} confirmUrl={accountLinks.confirm(token)} />,
    },
    { req },
  )
}

export async function sendExistingAccountEmail(payload: Payload, to: To) {
  const brand = emailBrand()
  await sendEmail(payload, {
    to: to.email,
    subject: existingAccountSubject(brand.productName),
    kind: 'account-exists',
    queue: ACCOUNT_EMAIL_QUEUE,
    react: (
      <ExistingAccountEmail {...brand} signInUrl={accountLinks.signIn()} resetUrl={accountLinks.forgotPassword()} />
    ),
  })
}

export async function sendResetPasswordEmail(payload: Payload, to: To, token: string, req?: PayloadRequest) {
  const brand = emailBrand()
  await sendEmail(
    payload,
    {
      to: to.email,
      subject: resetPasswordSubject(brand.productName),
      kind: 'account-reset',
      queue: ACCOUNT_EMAIL_QUEUE,
      react: <ResetPasswordEmail {...brand} firstName={to.firstName} resetUrl={accountLinks.reset(token)} />,
    },
    { req },
  )
}
