'use client'

/**
 * "Get Weekly Stories" (SPEC §2, §4, §5, §8): the inline subscribe block of the full footer.
 * An empty email does nothing; a filled one must be valid. Pages render it through
 * InlineSubscribe (./inline-subscribe.tsx), which hydrates it on first use.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { HoneypotField, readHoneypot } from '@/components/forms/honeypot-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { Field, FieldControl, FieldError, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { useToaster } from '@/components/ui/toaster-slot'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import { postForm } from '@/lib/forms/post-form'

import { SUBSCRIBE_ENDPOINT } from '../constants'
import {
  type InlineSubscribeInput,
  inlineSubscribeSchema,
  type InlineSubscribeValues,
  isEmptyInlineSubscribe,
  SUBSCRIBE_MESSAGES,
} from '../schemas'

export function InlineSubscribeForm() {
  const id = useId()
  const headingId = `${id}-heading`
  const form = useForm<InlineSubscribeInput, unknown, InlineSubscribeValues>({
    resolver: zodResolver(inlineSubscribeSchema),
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState
  useToaster()

  const submit = form.handleSubmit(async (values, event) => {
    if (isEmptyInlineSubscribe(values)) return
    const result = await postForm(
      SUBSCRIBE_ENDPOINT,
      { email: values.email, source: 'inline', [HONEYPOT_FIELD]: readHoneypot(event?.target) },
      { failure: SUBSCRIBE_MESSAGES.subscribeFailureInline },
    )
    if (result.ok) {
      toast.success(SUBSCRIBE_MESSAGES.subscribeSuccessTitle, {
        description: SUBSCRIBE_MESSAGES.subscribeSuccessInline,
      })
      form.reset({ email: '' })
      return
    }
    // SPEC §8: "check the console for details": the server's answer, or the network error.
    if (result.status === 0) console.error('Subscribe failed', result.cause)
    else console.error('Subscribe failed', result.status, result.cause)
    const description = result.status === 429 ? result.error : SUBSCRIBE_MESSAGES.subscribeFailureInline
    toast.error(SUBSCRIBE_MESSAGES.subscribeFailureTitle, { description })
  })

  return (
    <section
      id="subscribe"
      aria-labelledby={headingId}
      className="mb-12 scroll-mt-24 rounded-2xl border border-cream/15 bg-cream/5 p-6 md:flex md:items-center md:justify-between md:gap-8 md:p-8"
    >
      <div className="md:max-w-md">
        <h2 id={headingId} className="font-heading text-2xl font-semibold text-cream">
          Get Weekly Stories
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-cream/85">
          Real vanlife stories, tips and updates from the road, straight to your inbox.
        </p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="relative mt-4 w-full md:mt-0 md:max-w-md">
        <Field controlId={`${id}-email`} error={errors.email?.message} className="block">
          <div className="flex flex-col gap-2 sm:flex-row">
            <FieldLabel className="sr-only">Email</FieldLabel>
            <FieldControl>
              <Input
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                className="bg-white text-mocha sm:flex-1"
                {...form.register('email')}
              />
            </FieldControl>
            <SubmitButton pending={isSubmitting} pendingLabel={SUBSCRIBE_MESSAGES.subscribing} variant="primary-onDark">
              Subscribe
            </SubmitButton>
          </div>
          <FieldError className="mt-2 text-cream" />
        </Field>
        <HoneypotField idPrefix={id} />
      </form>
    </section>
  )
}
