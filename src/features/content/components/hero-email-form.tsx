'use client'

import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field, FieldControl, FieldError, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { openSubscribeDialog, PREFETCH_DIALOG_ATTRIBUTE } from '@/lib/site-events'

import { heroEmailError } from '../hero-email'

/**
 * The hero's email box: Enter or the button opens the subscribe dialog with the typed email
 * filled in (the dialog validates and sends; pointer or focus on the box prefetches it). A
 * filled box must hold a valid address first: the site's own message under it (SPEC §5), never
 * the browser's bubble; once shown, it is checked again as the visitor types. Without
 * JavaScript it leads to the footer form.
 */
export function HeroEmailForm() {
  const inputId = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  return (
    <form
      noValidate
      action="#subscribe"
      {...{ [PREFETCH_DIALOG_ATTRIBUTE]: 'subscribe' }}
      onSubmit={(event) => {
        event.preventDefault()
        const message = heroEmailError(email)
        setError(message)
        if (message) {
          event.currentTarget.querySelector('input')?.focus()
          return
        }
        openSubscribeDialog(email.trim())
      }}
      className="w-full max-w-xl"
    >
      <Field controlId={inputId} error={error} className="gap-2">
        <div className="flex flex-col gap-2 sm:flex-row">
          <FieldLabel className="sr-only">Email address</FieldLabel>
          <FieldControl>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="Enter your email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value)
                if (error) setError(heroEmailError(event.target.value))
              }}
              className="h-12 w-full min-w-0 border-cream/40 bg-white text-mocha sm:flex-1"
            />
          </FieldControl>
          <Button type="submit" variant="primary-onDark" size="lg" aria-haspopup="dialog">
            Join Now
          </Button>
        </div>
        <FieldError className="text-cream" />
      </Field>
    </form>
  )
}
