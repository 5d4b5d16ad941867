'use client'

/**
 * The confirmation page's form: the password chosen at sign-up (it proves that whoever confirms
 * chose it: someone who signed up first with another person's address cannot have the owner
 * confirm their password), then "Confirm my email". A wrong password is said on the field and the
 * link stays usable; the other outcomes go to the page (ConfirmEmail).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { FormError } from '@/components/forms/form-error'
import { SubmitButton } from '@/components/forms/submit-button'
import { toast } from '@/components/ui/toast'
import { applyFieldErrors } from '@/lib/forms/field-errors'
import { postForm } from '@/lib/forms/post-form'

import { ACCOUNT_FAILURE_CODES, signedInSchema, type SignedIn } from '../../api'
import { ACCOUNT_API } from '../../paths'
import { ACCOUNT_MESSAGES, confirmSchema } from '../../schemas'
import { AccountField } from '../account-field'

export const CONFIRM_BUTTON_LABEL = 'Confirm my email'

/** What the browser checks before sending: the server's own rule for the password. */
const confirmFormSchema = confirmSchema.pick({ password: true })
type ConfirmFormInput = z.input<typeof confirmFormSchema>
type ConfirmFormValues = z.output<typeof confirmFormSchema>

export type ConfirmEmailFormProps = {
  /** The link's token; null while unknown (the server's HTML): the button waits. */
  token: string | null
  onConfirmed: (session: SignedIn) => void
  onBadLink: (kind: 'expired' | 'invalid') => void
}

export function ConfirmEmailForm({ token, onConfirmed, onBadLink }: ConfirmEmailFormProps) {
  const id = useId()
  const form = useForm<ConfirmFormInput, unknown, ConfirmFormValues>({
    resolver: zodResolver(confirmFormSchema),
    defaultValues: { password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState
  const serverError = errors.root?.server?.message

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return
    const result = await postForm(
      ACCOUNT_API.confirm,
      { token, password },
      { success: signedInSchema, failure: ACCOUNT_MESSAGES.confirmFailed },
    )
    if (result.ok) return onConfirmed(result)
    if (result.code === ACCOUNT_FAILURE_CODES.expired) return onBadLink('expired')
    if (result.code === ACCOUNT_FAILURE_CODES.invalid || result.fieldErrors?.token) return onBadLink('invalid')
    if (result.code === ACCOUNT_FAILURE_CODES.wrongPassword) {
      const message = result.fieldErrors?.password ?? ACCOUNT_MESSAGES.confirmPasswordMismatch
      form.setError('password', { type: 'server', message }, { shouldFocus: true })
      return
    }
    toast.error(ACCOUNT_MESSAGES.confirmFailed, { description: result.error })
    if (applyFieldErrors(form.setError, result, ['password'])) return
    form.setError('root.server', { type: String(result.status), message: result.error })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Confirm your email">
      <p className="text-mocha-light">
        Enter the password you chose when you signed up, then press the button to confirm your email address. You will
        be signed in straight away.
      </p>
      <AccountField
        form={form}
        idPrefix={id}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        description="The password you chose when you signed up."
      />
      <FormError message={serverError} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Confirming..." disabled={!token} variant="primary" size="lg">
          {CONFIRM_BUTTON_LABEL}
        </SubmitButton>
      </div>
      <p className="text-sm text-mocha-light">
        Didn&rsquo;t sign up? Just close this page: nothing happens until you press the button.
      </p>
    </form>
  )
}
