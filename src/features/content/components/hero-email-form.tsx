'use client'

import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field, FieldControl, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { openSubscribeDialog, PREFETCH_DIALOG_ATTRIBUTE } from '@/lib/site-events'

/**
 * The hero's email box: Enter or the button opens the subscribe dialog with the typed email
 * filled in (the dialog validates and sends; pointer or focus on the box prefetches it). Without
 * JavaScript it leads to the footer form.
 */
export function HeroEmailForm() {
  const inputId = useId()
  const [email, setEmail] = useState('')
  return (
    <form
      action="#subscribe"
      {...{ [PREFETCH_DIALOG_ATTRIBUTE]: 'subscribe' }}
      onSubmit={(event) => {
        event.preventDefault()
        openSubscribeDialog(email.trim())
      }}
      className="flex w-full max-w-xl flex-col gap-2 sm:flex-row"
    >
      <Field controlId={inputId} className="w-full min-w-0 sm:flex-1">
        <FieldLabel className="sr-only">Email address</FieldLabel>
        <FieldControl>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="Enter your email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="h-12 w-full border-cream/40 bg-white text-mocha"
          />
        </FieldControl>
      </Field>
      <Button type="submit" variant="primary-onDark" size="lg" aria-haspopup="dialog">
        Join Now
      </Button>
    </form>
  )
}
