'use client'

/**
 * /auth/reset-password?token=… (the reset email's link, one hour, once): the new password twice
 * (the same rules as sign-up). Success signs the member in: the toast "Password changed" and
 * /account. An expired, used or unknown link explains and links to a new request. The token
 * leaves the address bar as soon as the page has read it (useLinkToken).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { FormError } from '@/components/forms/form-error'
import { SubmitButton } from '@/components/forms/submit-button'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useToaster } from '@/components/ui/toaster-slot'
import { applyFieldErrors } from '@/lib/forms/field-errors'
import { postForm } from '@/lib/forms/post-form'

import { ACCOUNT_FAILURE_CODES, signedInSchema } from '../../api'
import { ACCOUNT_API, ACCOUNT_PAGES } from '../../paths'
import { ACCOUNT_MESSAGES, type NewPasswordInput, newPasswordSchema, type NewPasswordValues } from '../../schemas'
import { AccountField } from '../account-field'
import { LoadingStatus } from '../loading-status'
import { sessionStarted } from '../session/store'
import { useLinkToken } from '../use-link-token'
import { LinkOutcome } from './link-outcome'

export const RESET_FAILED_TITLE = 'Password not changed'

type BadLink = 'expired' | 'invalid'

export function ResetPasswordForm() {
  useToaster()
  const token = useLinkToken()
  const [badLink, setBadLink] = useState<BadLink | null>(null)

  if (token === undefined) return <LoadingStatus />
  const problem = badLink ?? (token ? null : 'invalid')
  if (problem || !token) return <BadResetLink kind={problem ?? 'invalid'} />
  return <NewPasswordForm token={token} onBadLink={setBadLink} />
}

function BadResetLink({ kind }: { kind: BadLink }) {
  return (
    <LinkOutcome title={kind === 'expired' ? ACCOUNT_MESSAGES.linkExpired : ACCOUNT_MESSAGES.linkInvalid}>
      <p className="text-mocha-light">
        Password reset links work for one hour, and only once. Ask for a new one and use the link in that email.
      </p>
      <div>
        <Button asChild variant="primary">
          <Link href={ACCOUNT_PAGES.forgotPassword}>Request a new link</Link>
        </Button>
      </div>
    </LinkOutcome>
  )
}

function NewPasswordForm({ token, onBadLink }: { token: string; onBadLink: (kind: BadLink) => void }) {
  const id = useId()
  const router = useRouter()
  const form = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState
  const serverError = errors.root?.server?.message

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const result = await postForm(
      ACCOUNT_API.resetPassword,
      { token, password },
      { success: signedInSchema, failure: ACCOUNT_MESSAGES.resetFailed },
    )
    if (result.ok) {
      sessionStarted(result)
      toast.success(ACCOUNT_MESSAGES.resetDoneTitle, { description: ACCOUNT_MESSAGES.resetDone })
      router.replace(ACCOUNT_PAGES.account)
      return
    }
    if (result.code === ACCOUNT_FAILURE_CODES.expired) return onBadLink('expired')
    if (result.code === ACCOUNT_FAILURE_CODES.invalid || result.fieldErrors?.token) return onBadLink('invalid')
    toast.error(RESET_FAILED_TITLE, { description: result.error })
    if (applyFieldErrors(form.setError, result, ['password'])) return
    form.setError('root.server', { type: String(result.status), message: result.error })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Choose a new password">
      <AccountField
        form={form}
        idPrefix={id}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        description="At least 6 characters."
      />
      <AccountField
        form={form}
        idPrefix={id}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <FormError message={serverError} />
      <SubmitButton pending={isSubmitting} pendingLabel="Saving..." variant="primary" size="lg" className="w-full">
        Set new password
      </SubmitButton>
    </form>
  )
}
