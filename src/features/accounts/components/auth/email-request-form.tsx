'use client'

/**
 * One email field and a button, for requests the server answers the same whatever the address
 * (a password reset link, a new confirmation link): once sent, the form gives way to `sentMessage`.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { FormError } from '@/components/forms/form-error'
import { SubmitButton } from '@/components/forms/submit-button'
import { toast } from '@/components/ui/toast'
import { applyFieldErrors } from '@/lib/forms/field-errors'
import { postForm } from '@/lib/forms/post-form'

import { ACCOUNT_MESSAGES, emailOnlySchema } from '../../schemas'
import { AccountField } from '../account-field'

type EmailInput = { email: string }

export function EmailRequestForm({
  endpoint,
  submitLabel,
  pendingLabel,
  failureTitle,
  sentTitle,
  sentMessage,
  ariaLabel,
}: {
  endpoint: string
  submitLabel: string
  pendingLabel: string
  /** The toast's title when the request fails (network, rate limit); the server's message below it. */
  failureTitle: string
  sentTitle: string
  sentMessage: string
  ariaLabel: string
}) {
  const id = useId()
  const [sent, setSent] = useState(false)
  const form = useForm<EmailInput, unknown, EmailInput>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState
  const serverError = errors.root?.server?.message

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await postForm(endpoint, values, { failure: ACCOUNT_MESSAGES.genericFailure })
    if (result.ok) {
      toast.success(sentTitle, { description: sentMessage })
      setSent(true)
      return
    }
    toast.error(failureTitle, { description: result.error })
    if (applyFieldErrors(form.setError, result, ['email'])) return
    form.setError('root.server', { type: String(result.status), message: result.error })
  })

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-sand px-4 py-3 text-base text-mocha">
        {sentMessage}
      </p>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={ariaLabel}>
      <AccountField form={form} idPrefix={id} name="email" label="Email" type="email" autoComplete="email" />
      <FormError message={serverError} />
      <SubmitButton pending={isSubmitting} pendingLabel={pendingLabel} variant="primary" size="lg" className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
