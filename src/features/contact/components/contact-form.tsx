'use client'

/**
 * The contact form (SPEC §2, §4, §5, §7, §8). Validation on submit, then on change; with a
 * reCAPTCHA site key the v3 script loads on mount and "Send Message" stays disabled until it has.
 * Server failures are root errors, so a failed send keeps what was typed; a success resets it.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { type FieldPath, useForm } from 'react-hook-form'

import { FormError } from '@/components/forms/form-error'
import { HoneypotField, readHoneypot } from '@/components/forms/honeypot-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { useToaster } from '@/components/ui/toaster-slot'
import { CAPTCHA_TOKEN_FIELD } from '@/integrations/recaptcha/constants'
import { useRecaptcha } from '@/integrations/recaptcha/use-recaptcha'
import { applyFieldErrors } from '@/lib/forms/field-errors'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import { postForm } from '@/lib/forms/post-form'

import { CONTACT_CAPTCHA_ACTION, CONTACT_ENDPOINT, type ContactNewsletterOutcome } from '../constants'
import { CONTACT_MESSAGES, type ContactInput, contactSchema, contactSentSchema, type ContactValues } from '../schemas'

const EMPTY: ContactInput = {
  name: '',
  email: '',
  message: '',
  subscribeToNewsletter: false,
}

const TEXT_FIELDS = ['name', 'email', 'message'] as const satisfies readonly FieldPath<ContactInput>[]

const NEWSLETTER_NOTES: Record<ContactNewsletterOutcome, { title: string; description: string }> = {
  subscribed: { title: CONTACT_MESSAGES.newsletterSuccessTitle, description: CONTACT_MESSAGES.newsletterSuccess },
  failed: { title: CONTACT_MESSAGES.newsletterFailureTitle, description: CONTACT_MESSAGES.newsletterFailure },
  unavailable: {
    title: CONTACT_MESSAGES.newsletterUnavailableTitle,
    description: CONTACT_MESSAGES.newsletterUnavailable,
  },
}

/**
 * One toast for a sent message (SPEC §9: one at a time): "Message sent", and when the box was
 * ticked the newsletter outcome in the same toast, in SPEC §8's words. A newsletter that failed
 * or was unavailable makes it a warning: the message went, the subscription did not.
 */
function toastSent(newsletter: ContactNewsletterOutcome | undefined) {
  const sent = CONTACT_MESSAGES.contactSuccess
  if (!newsletter) {
    toast.success(CONTACT_MESSAGES.contactSuccessTitle, { description: sent })
    return
  }
  const note = NEWSLETTER_NOTES[newsletter]
  const description = (
    <>
      <span className="block">{sent}</span>
      <span className="mt-1.5 block">
        <strong className="font-semibold">{note.title}</strong>: {note.description}
      </span>
    </>
  )
  const show = newsletter === 'subscribed' ? toast.success : toast.warning
  show(CONTACT_MESSAGES.contactSuccessTitle, { description })
}

export type ContactFormProps = {
  /** reCAPTCHA v3 site key, only when the server verifies tokens (both keys set); else null. */
  siteKey: string | null
  /** False when the newsletter service is unavailable: the checkbox is disabled. */
  newsletterAvailable: boolean
}

export function ContactForm({ siteKey, newsletterAvailable }: ContactFormProps) {
  const id = useId()
  const captcha = useRecaptcha(siteKey)
  useToaster()
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState
  const serverError = errors.root?.server?.message

  const fail = (type: string, description: string = CONTACT_MESSAGES.contactFailure) => {
    form.setError('root.server', { type, message: description })
    toast.error(CONTACT_MESSAGES.somethingWentWrong, { description })
  }

  const onSubmit = form.handleSubmit(async (values, event) => {
    const honeypot = readHoneypot(event?.target)
    let token: string | null
    try {
      token = await captcha.execute(CONTACT_CAPTCHA_ACTION)
    } catch {
      fail('captcha')
      return
    }
    const result = await postForm(
      CONTACT_ENDPOINT,
      { ...values, [HONEYPOT_FIELD]: honeypot, ...(token ? { [CAPTCHA_TOKEN_FIELD]: token } : {}) },
      { success: contactSentSchema, failure: CONTACT_MESSAGES.contactFailure },
    )
    if (result.ok) {
      toastSent(values.subscribeToNewsletter ? result.newsletter : undefined)
      form.reset(EMPTY)
      return
    }
    if (applyFieldErrors(form.setError, result, TEXT_FIELDS)) {
      form.setError('root.server', { type: 'server', message: result.error })
      return
    }
    fail(result.status === 0 ? 'network' : String(result.status), result.status === 429 ? result.error : undefined)
  })

  const text = (name: (typeof TEXT_FIELDS)[number]) => ({
    controlId: `${id}-${name}`,
    error: errors[name]?.message,
    required: true,
  })

  return (
    <form noValidate onSubmit={onSubmit} className="relative flex flex-col gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...text('name')}>
          <FieldLabel>Name</FieldLabel>
          <FieldControl>
            <Input type="text" autoComplete="name" {...form.register('name')} />
          </FieldControl>
          <FieldError />
        </Field>
        <Field {...text('email')}>
          <FieldLabel>Email</FieldLabel>
          <FieldControl>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FieldControl>
          <FieldError />
        </Field>
      </div>
      <Field {...text('message')}>
        <FieldLabel>Message</FieldLabel>
        <FieldControl>
          <Textarea rows={6} className="min-h-40 resize-y" {...form.register('message')} />
        </FieldControl>
        <FieldError />
      </Field>
      <Field
        controlId={`${id}-newsletter`}
        description={newsletterAvailable ? undefined : CONTACT_MESSAGES.newsletterUnavailable}
        className="gap-1"
      >
        <div className="flex items-center gap-3">
          <FieldControl>
            <input
              type="checkbox"
              disabled={!newsletterAvailable}
              className="peer size-5 shrink-0 cursor-pointer rounded border-input accent-burnt focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
              {...form.register('subscribeToNewsletter')}
            />
          </FieldControl>
          <FieldLabel className="cursor-pointer font-medium">Subscribe to our newsletter</FieldLabel>
        </div>
        <FieldDescription className="pl-8" />
      </Field>
      <HoneypotField idPrefix={id} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton
          pending={isSubmitting}
          pendingLabel={CONTACT_MESSAGES.sending}
          variant="primary"
          size="lg"
          className="w-full sm:w-auto"
          disabled={captcha.status === 'loading'}
        >
          Send Message
        </SubmitButton>
        <FormError message={serverError} />
      </div>
      {siteKey ? (
        <p className="text-xs text-mocha-light">
          This site is protected by reCAPTCHA and the Google{' '}
          <a href="https://policies.google.com/privacy" className="underline underline-offset-2">
            Privacy Policy
          </a>{' '}
          and{' '}
          <a href="https://policies.google.com/terms" className="underline underline-offset-2">
            Terms of Service
          </a>{' '}
          apply.
        </p>
      ) : null}
    </form>
  )
}
