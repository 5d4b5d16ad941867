/**
 * The account emails (React email, the site's style), each with its subject. They go through the
 * outbox (src/features/email sendEmail). Links point at our own pages, which act only on a button
 * press, so a mail scanner fetching the link changes nothing.
 */
import { Text } from '@react-email/components'

import { CONFIRMATION_LINK_HOURS } from '../links'
import { AccountEmail, paragraph } from './account-email'

type Brand = { productName: string; siteUrl: string }

export function ConfirmAccountEmail({
  confirmUrl,
  firstName,
  ...brand
}: Brand & { confirmUrl: string; firstName?: string | null }) {
  return (
    <AccountEmail
      {...brand}
      firstName={firstName}
      preview={`Confirm your email to finish joining ${brand.productName}`}
      title="Confirm your email"
      action={{ href: confirmUrl, label: 'Confirm my email' }}
      note={`The link works for ${CONFIRMATION_LINK_HOURS} hours. If you did not create an account, ignore this email: nothing happens without the button.`}
    >
      <Text style={paragraph}>
        Welcome to {brand.productName}! Please confirm this is your email address to finish creating your account. You
        will be signed in straight away.
      </Text>
    </AccountEmail>
  )
}

export const confirmAccountSubject = (productName: string) => `Confirm your ${productName} account`

/** Sent to an address that already has an account when someone signs up with it again. */
export function ExistingAccountEmail({
  signInUrl,
  resetUrl,
  ...brand
}: Brand & { signInUrl: string; resetUrl: string }) {
  return (
    <AccountEmail
      {...brand}
      preview={`Someone tried to create a ${brand.productName} account with your email`}
      title="You already have an account"
      action={{ href: signInUrl, label: 'Sign in' }}
      note={
        <>
          Forgot your password? <a href={resetUrl}>Reset it here</a>. If this was not you, you can ignore this email:
          your account has not changed.
        </>
      }
    >
      <Text style={paragraph}>
        Someone (hopefully you) just tried to sign up for {brand.productName} with this email address. It already has an
        account, so no new one was created.
      </Text>
    </AccountEmail>
  )
}

export const existingAccountSubject = (productName: string) => `Your ${productName} account`

export function ResetPasswordEmail({
  resetUrl,
  firstName,
  ...brand
}: Brand & { resetUrl: string; firstName?: string | null }) {
  return (
    <AccountEmail
      {...brand}
      firstName={firstName}
      preview={`Reset your ${brand.productName} password`}
      title="Reset your password"
      action={{ href: resetUrl, label: 'Choose a new password' }}
      note="The link works once, for 1 hour. If you did not ask for it, ignore this email: your password stays as it is."
    >
      <Text style={paragraph}>We received a request to reset the password of your {brand.productName} account.</Text>
    </AccountEmail>
  )
}

export const resetPasswordSubject = (productName: string) => `Reset your ${productName} password`
