'use client'

/**
 * "Get Weekly Stories" (SPEC §2, §4, §5, §8): the inline subscribe block of the full footer.
 * An empty email does nothing; a filled one must be valid.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import {
  type InlineSubscribeInput,
  inlineSubscribeSchema,
  type InlineSubscribeValues,
  isEmptyInlineSubscribe,
  MESSAGES,
} from '@/lib/forms/schemas'

import { HoneypotField, readHoneypot } from '@/components/forms/honeypot-field'

import { postSubscribe } from './post-subscribe'

export function InlineSubscribe() {
  const id = useId()
  const headingId = `${id}-heading`
  const inputId = `${id}-email`
  const errorId = `${inputId}-error`
  const form = useForm<InlineSubscribeInput, unknown, InlineSubscribeValues>({
    resolver: zodResolver(inlineSubscribeSchema),
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState
  const error = errors.email?.message

  const submit = form.handleSubmit(async (values, event) => {
    if (isEmptyInlineSubscribe(values)) return
    try {
      const { status, result } = await postSubscribe(
        { email: values.email, source: 'inline' },
        readHoneypot(event?.target),
      )
      if (result?.ok) {
        toast.success(MESSAGES.subscribeSuccessTitle, {
          description: MESSAGES.subscribeSuccessInline,
        })
        form.reset({ email: '' })
        return
      }
      console.error('Subscribe failed', status, result)
      const description = status === 429 && result?.error ? result.error : MESSAGES.subscribeFailureInline
      toast.error(MESSAGES.subscribeFailureTitle, { description })
    } catch (failure) {
      console.error('Subscribe failed', failure)
      toast.error(MESSAGES.subscribeFailureTitle, {
        description: MESSAGES.subscribeFailureInline,
      })
    }
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
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            Email
          </label>
          <Input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="flex-1 bg-white text-mocha"
            {...form.register('email')}
          />
          <Button type="submit" variant="primary-onDark" disabled={isSubmitting}>
            {isSubmitting ? (
              <>
                <Spinner />
                {MESSAGES.subscribing}
              </>
            ) : (
              'Subscribe'
            )}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="mt-2 text-sm font-medium text-cream">
            {error}
          </p>
        ) : null}
        <HoneypotField idPrefix={id} />
      </form>
    </section>
  )
}
