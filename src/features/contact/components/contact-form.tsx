'use client'

/**
 * The contact form (SPEC §2, §4, §5, §7, §8). Validation on submit, then on change; with a
 * reCAPTCHA site key the v3 script loads on mount and "Send Message" stays disabled until it has.
 * Server failures are root errors, so a failed send keeps what was typed; a success resets it.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { type FieldPath, useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import { HoneypotField, readHoneypot } from '@/components/forms/honeypot-field'
import { type ContactInput, contactSchema, type ContactValues, MESSAGES } from '@/lib/forms/schemas'
import { CAPTCHA_TOKEN_FIELD, CONTACT_CAPTCHA_ACTION } from '@/integrations/recaptcha/constants'
import { useRecaptcha } from '@/integrations/recaptcha/use-recaptcha'

import { CONTACT_ENDPOINT, type ContactNewsletterOutcome, type ContactResult } from '../constants'

const EMPTY: ContactInput = {
  name: '',
  email: '',
  message: '',
  subscribeToNewsletter: false,
}

const TEXT_FIELDS = ['name', 'email', 'message'] as const satisfies readonly FieldPath<ContactInput>[]

const NEWSLETTER_TOASTS: Record<ContactNewsletterOutcome, () => void> = {
  subscribed: () =>
    toast.success(MESSAGES.newsletterSuccessTitle, {
      description: MESSAGES.newsletterSuccess,
    }),
  failed: () =>
    toast.error(MESSAGES.newsletterFailureTitle, {
      description: MESSAGES.newsletterFailure,
    }),
  unavailable: () =>
    toast.error(MESSAGES.newsletterUnavailableTitle, {
      description: MESSAGES.newsletterUnavailable,
    }),
}

async function postContact(
  values: ContactValues,
  honeypot: string,
  token: string | null,
): Promise<{ status: number; result: ContactResult | null }> {
  const response = await fetch(CONTACT_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...values,
      [HONEYPOT_FIELD]: honeypot,
      ...(token ? { [CAPTCHA_TOKEN_FIELD]: token } : {}),
    }),
  })
  const result = (await response.json().catch(() => null)) as ContactResult | null
  return { status: response.status, result }
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
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState
  const serverError = errors.root?.server?.message

  const fail = (type: string, description: string = MESSAGES.contactFailure) => {
    form.setError('root.server', { type, message: description })
    toast.error(MESSAGES.somethingWentWrong, { description })
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
    try {
      const { status, result } = await postContact(values, honeypot, token)
      if (result?.ok) {
        toast.success(MESSAGES.contactSuccessTitle, {
          description: MESSAGES.contactSuccess,
        })
        if (values.subscribeToNewsletter && result.newsletter) NEWSLETTER_TOASTS[result.newsletter]()
        form.reset(EMPTY)
        return
      }
      if (status === 400 && result?.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
        for (const field of TEXT_FIELDS) {
          const message = result.fieldErrors[field]
          if (message) form.setError(field, { type: 'server', message }, { shouldFocus: true })
        }
        form.setError('root.server', { type: 'server', message: result.error })
        return
      }
      fail(String(status), status === 429 && result?.error ? result.error : MESSAGES.contactFailure)
    } catch {
      fail('network')
    }
  })

  const field = (name: (typeof TEXT_FIELDS)[number]) => {
    const inputId = `${id}-${name}`
    const errorId = `${inputId}-error`
    const error = errors[name]?.message
    return {
      inputId,
      errorId,
      error,
      props: {
        id: inputId,
        'aria-required': true,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        ...form.register(name),
      },
    }
  }

  const name = field('name')
  const email = field('email')
  const message = field('message')
  const newsletterNoteId = `${id}-newsletter-note`

  return (
    <form noValidate onSubmit={onSubmit} className="relative flex flex-col gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={name.inputId}>Name</Label>
          <Input type="text" autoComplete="name" {...name.props} />
          <FieldError id={name.errorId} message={name.error} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={email.inputId}>Email</Label>
          <Input type="email" autoComplete="email" {...email.props} />
          <FieldError id={email.errorId} message={email.error} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={message.inputId}>Message</Label>
        <Textarea rows={6} className="min-h-40 resize-y" {...message.props} />
        <FieldError id={message.errorId} message={message.error} />
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <input
            id={`${id}-newsletter`}
            type="checkbox"
            disabled={!newsletterAvailable}
            aria-describedby={newsletterAvailable ? undefined : newsletterNoteId}
            className="peer size-5 shrink-0 cursor-pointer rounded border-input accent-burnt focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
            {...form.register('subscribeToNewsletter')}
          />
          <Label htmlFor={`${id}-newsletter`} className="cursor-pointer font-medium">
            Subscribe to our newsletter
          </Label>
        </div>
        {newsletterAvailable ? null : (
          <p id={newsletterNoteId} className="pl-8 text-sm text-mocha-light">
            {MESSAGES.newsletterUnavailable}
          </p>
        )}
      </div>
      <HoneypotField idPrefix={id} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          type="submit"
          variant="primary"
          size="lg"
          disabled={isSubmitting || captcha.status === 'loading'}
          className="w-full sm:w-auto"
        >
          {isSubmitting ? (
            <>
              <Spinner />
              {MESSAGES.sending}
            </>
          ) : (
            'Send Message'
          )}
        </Button>
        {serverError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverError}
          </p>
        ) : null}
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

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}
