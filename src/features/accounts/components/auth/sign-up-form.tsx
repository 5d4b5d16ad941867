'use client'

/**
 * The Sign Up tab (SPEC §5, §8): first and last name (at least 2), email, password (at least 6;
 * the server adds a strength rule whose message lands on the field). Success, which the server
 * answers the same for an address that already has an account: the toast "Check your email" and
 * the Sign In tab with the address filled in. Failure: "Sign up failed" with the reason.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { FormError } from '@/components/forms/form-error'
import { SubmitButton } from '@/components/forms/submit-button'
import { toast } from '@/components/ui/toast'
import { applyFieldErrors } from '@/lib/forms/field-errors'
import { postForm } from '@/lib/forms/post-form'

import { ACCOUNT_API } from '../../paths'
import { ACCOUNT_MESSAGES, type SignUpInput, signUpSchema, type SignUpValues } from '../../schemas'
import { AccountField } from '../account-field'

const EMPTY: SignUpInput = { firstName: '', lastName: '', email: '', password: '' }
const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const id = useId()
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState
  const serverError = errors.root?.server?.message

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await postForm(ACCOUNT_API.signUp, values, { failure: ACCOUNT_MESSAGES.genericFailure })
    if (result.ok) {
      toast.success(ACCOUNT_MESSAGES.signUpSuccessTitle, { description: ACCOUNT_MESSAGES.signUpSuccess })
      form.reset(EMPTY)
      onSignedUp(values.email)
      return
    }
    toast.error(ACCOUNT_MESSAGES.signUpFailed, { description: result.error })
    if (applyFieldErrors(form.setError, result, FIELDS)) return
    form.setError('root.server', { type: String(result.status), message: result.error })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign up">
      <div className="grid gap-5 sm:grid-cols-2">
        <AccountField form={form} idPrefix={id} name="firstName" label="First Name" autoComplete="given-name" />
        <AccountField form={form} idPrefix={id} name="lastName" label="Last Name" autoComplete="family-name" />
      </div>
      <AccountField form={form} idPrefix={id} name="email" label="Email" type="email" autoComplete="email" />
      <AccountField
        form={form}
        idPrefix={id}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        description="At least 6 characters."
      />
      <FormError message={serverError} />
      <SubmitButton pending={isSubmitting} pendingLabel="Signing up..." variant="primary" size="lg" className="w-full">
        Sign Up
      </SubmitButton>
    </form>
  )
}
