'use client'

/**
 * The Sign In tab (SPEC §5, §8): email and password, validated on submit then on change with
 * the server's own schema. Success: the session starts in every tab, the toast "Welcome back!…",
 * then the page the visitor came from (?next=, same-site paths only) or /. Failure: "Sign in
 * failed" with the server's message, which never says whether the address has an account; an
 * unconfirmed account is offered a new confirmation email.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { FormError } from '@/components/forms/form-error'
import { SubmitButton } from '@/components/forms/submit-button'
import { toast } from '@/components/ui/toast'
import { applyFieldErrors } from '@/lib/forms/field-errors'
import { postForm } from '@/lib/forms/post-form'

import { ACCOUNT_FAILURE_CODES, signedInSchema, type SignedIn } from '../../api'
import { ACCOUNT_API, ACCOUNT_PAGES } from '../../paths'
import { ACCOUNT_MESSAGES, type SignInInput, signInSchema, type SignInValues } from '../../schemas'
import { AccountField } from '../account-field'
import { ResendConfirmationButton } from './resend-confirmation'

const FIELDS = ['email', 'password'] as const

export type SignInFormProps = {
  /** An address to put in the email field (after a sign-up), with a stamp so the same one applies twice. */
  prefill: { email: string; at: number } | null
  onSignedIn: (session: SignedIn) => void
}

export function SignInForm({ prefill, onSignedIn }: SignInFormProps) {
  const id = useId()
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null)
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState
  const serverError = errors.root?.server?.message

  useEffect(() => {
    if (!prefill) return
    form.reset({ email: prefill.email, password: '' })
    form.setFocus('password')
  }, [prefill, form])

  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmedEmail(null)
    const result = await postForm(ACCOUNT_API.signIn, values, {
      success: signedInSchema,
      failure: ACCOUNT_MESSAGES.genericFailure,
    })
    if (result.ok) {
      toast.success(ACCOUNT_MESSAGES.signInSuccess)
      onSignedIn(result)
      return
    }
    toast.error(ACCOUNT_MESSAGES.signInFailed, { description: result.error })
    if (applyFieldErrors(form.setError, result, FIELDS)) return
    form.setError('root.server', { type: result.code ?? String(result.status), message: result.error })
    if (result.code === ACCOUNT_FAILURE_CODES.unconfirmed) setUnconfirmedEmail(values.email)
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign in">
      <AccountField form={form} idPrefix={id} name="email" label="Email" type="email" autoComplete="email" />
      <AccountField
        form={form}
        idPrefix={id}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        labelAside={
          <Link
            href={ACCOUNT_PAGES.forgotPassword}
            className="rounded-sm text-sm font-medium text-burnt underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            Forgot password?
          </Link>
        }
      />
      <FormError message={serverError} />
      {unconfirmedEmail ? <ResendConfirmationButton request={{ email: unconfirmedEmail }} /> : null}
      <SubmitButton pending={isSubmitting} pendingLabel="Signing in..." variant="primary" size="lg" className="w-full">
        Sign In
      </SubmitButton>
    </form>
  )
}
