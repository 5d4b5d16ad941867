'use client'

/**
 * The reveal form over the blurred summary (SPEC §2, §4, §5, §8): name and email, then the
 * summary is stored and emailed by the server (which recomputes every total from the inputs) and
 * revealed here. Sending it also subscribes the visitor to the weekly newsletter (SPEC §7): the
 * form says so beside its button and has a ticked box to untick to opt out (issue 21), which the
 * server honours. Loaded once a region is chosen (./reveal-form-loader.tsx).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { MailIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { FormError } from '@/components/forms/form-error'
import { HoneypotField, readHoneypot } from '@/components/forms/honeypot-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { type TextFieldSpec, TextFields } from '@/components/forms/text-fields'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { useToaster } from '@/components/ui/toaster-slot'
import { applyFieldErrors } from '@/lib/forms/field-errors'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import { postForm } from '@/lib/forms/post-form'

import type { ParsedRawInputs } from '../logic/inputs'
import type { RegionKey } from '../logic/regions'
import {
  CALCULATOR_MESSAGES,
  COST_SUMMARY_ENDPOINT,
  costSummarySentSchema,
  type RevealFormInput,
  revealFormSchema,
  type RevealFormValues,
} from '../schemas'

const EMPTY: RevealFormInput = { name: '', email: '', newsletter: true }

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const satisfies readonly TextFieldSpec<RevealFormInput>[]
const FIELD_NAMES = [...FIELDS.map((field) => field.name), 'newsletter' as const]

export const REVEAL_HEADING = 'Get your summary'
export const REVEAL_BUTTON = 'Email me my summary'
export const NEWSLETTER_LABEL = 'Also subscribe me to the weekly newsletter'
export const NEWSLETTER_NOTE =
  'Sending this form also subscribes you to our weekly newsletter: we will email you a link to confirm it, and you can unsubscribe at any time. Untick the box if you only want your summary.'

export type RevealFormProps = {
  region: RegionKey
  /** Every input as the address holds it; the server recomputes the summary from them. */
  inputs: ParsedRawInputs
  onRevealed: () => void
}

export function RevealForm({ region, inputs, onRevealed }: RevealFormProps) {
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const form = useForm<RevealFormInput, unknown, RevealFormValues>({
    resolver: zodResolver(revealFormSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { isSubmitting } = form.formState

  useToaster()

  const onSubmit = form.handleSubmit(async (values, event) => {
    setError(null)
    const result = await postForm(
      COST_SUMMARY_ENDPOINT,
      { ...values, region, inputs, [HONEYPOT_FIELD]: readHoneypot(event?.target) },
      { failure: CALCULATOR_MESSAGES.somethingWentWrong, success: costSummarySentSchema },
    )
    if (result.ok) {
      toast.success(CALCULATOR_MESSAGES.successTitle, { description: CALCULATOR_MESSAGES.success })
      onRevealed()
      return
    }
    if (applyFieldErrors(form.setError, result, FIELD_NAMES)) return
    // SPEC §8: a failed send says so; a refusal says why (rate limit, region); anything else is unexpected.
    const known = result.status === 400 || result.status === 429 || result.error === CALCULATOR_MESSAGES.emailFailure
    const description = known ? result.error : CALCULATOR_MESSAGES.somethingWentWrong
    setError(description)
    toast.error(CALCULATOR_MESSAGES.errorTitle, { description })
  })

  const headingId = `${id}-heading`
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      className="flex w-full max-w-md flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-xl md:p-8"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sand text-burnt">
          <MailIcon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 id={headingId} className="text-xl">
            {REVEAL_HEADING}
          </h3>
          <p className="mt-1 text-sm text-mocha-light">
            We&apos;ll email you the full breakdown, with a link back to these numbers, and show it here.
          </p>
        </div>
      </div>
      <TextFields fields={FIELDS} form={form} idPrefix={id} />
      <Field
        controlId={`${id}-newsletter`}
        description={NEWSLETTER_NOTE}
        error={form.formState.errors.newsletter?.message}
        className="gap-1"
      >
        <div className="flex items-center gap-3">
          <FieldControl>
            <input
              type="checkbox"
              className="peer size-5 shrink-0 cursor-pointer rounded border-input accent-burnt focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
              {...form.register('newsletter')}
            />
          </FieldControl>
          <FieldLabel className="cursor-pointer font-medium">{NEWSLETTER_LABEL}</FieldLabel>
        </div>
        <FieldDescription className="pl-8 text-xs leading-relaxed" />
        <FieldError className="pl-8" />
      </Field>
      <HoneypotField idPrefix={id} />
      <FormError message={error} />
      <SubmitButton pending={isSubmitting} pendingLabel="Sending..." variant="primary">
        {REVEAL_BUTTON}
      </SubmitButton>
    </form>
  )
}
