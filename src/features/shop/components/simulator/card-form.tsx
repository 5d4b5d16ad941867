'use client'

/**
 * The simulated hosted page's card form: email shown, card number, expiry, CVC and name, checked in
 * the browser with the same rules the server applies (src/integrations/stripe/simulator-card.ts),
 * then POSTed; a paid card goes on to the confirmation page (./return-address.ts), a declined one
 * says so and stays. The card number, expiry and CVC are formatted as they are typed
 * (../../logic/card-format.ts: "4242 4242 4242 4242", "12/30", digits only), the caret kept after
 * the digit it followed.
 */
import { LockIcon } from 'lucide-react'
import { type ChangeEvent, type FormEvent, useId, useState } from 'react'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field, FieldControl, FieldError, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { type CardFieldErrors, type CardInput, checkCard } from '@/integrations/stripe/simulator-card'
import { postForm } from '@/lib/forms/post-form'

import { type Formatted, formatCardNumber, formatCvc, formatExpiry } from '../../logic/card-format'
import { SHOP_MESSAGES } from '../../schemas'
import { paidReturnAddress } from './return-address'

const paidSchema = z.object({ ok: z.literal(true), redirectUrl: z.string() })

const EMPTY: CardInput = { number: '', expiry: '', cvc: '', name: '' }

type Formatter = (raw: string, caret: number, deleting: boolean) => Formatted

/** The formatted fields; the name is kept as typed. */
const FORMATTERS: Partial<Record<keyof CardInput, Formatter>> = {
  number: (raw, caret) => formatCardNumber(raw, caret),
  expiry: formatExpiry,
  cvc: (raw, caret) => formatCvc(raw, caret),
}

/**
 * The field's text, formatted when it has a formatter: written to the input with its caret before
 * React renders it (the value React then sets is the same, so the caret stays).
 */
function formattedValue(field: keyof CardInput, event: ChangeEvent<HTMLInputElement>): string {
  const format = FORMATTERS[field]
  const input = event.target
  if (!format) return input.value
  const native = event.nativeEvent
  const deleting = native instanceof InputEvent && native.inputType.startsWith('delete')
  const caret = input.selectionStart ?? input.value.length
  const formatted = format(input.value, caret, deleting)
  if (formatted.value !== input.value) input.value = formatted.value
  if (document.activeElement === input) input.setSelectionRange(formatted.caret, formatted.caret)
  return formatted.value
}

export function CardForm({ sessionId, amount, siteOrigin }: { sessionId: string; amount: string; siteOrigin: string }) {
  const id = useId()
  const [card, setCard] = useState<CardInput>(EMPTY)
  const [errors, setErrors] = useState<CardFieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)

  const set = (field: keyof CardInput) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = formattedValue(field, event)
    setCard((current) => ({ ...current, [field]: value }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setMessage(null)
    const checked = checkCard(card, new Date())
    if (!checked.ok) {
      setErrors(checked.fieldErrors)
      return
    }
    setErrors({})
    setPaying(true)
    const result = await postForm(
      `/api/shop/simulator/${sessionId}`,
      { card },
      { failure: SHOP_MESSAGES.paymentFailed, success: paidSchema },
    )
    if (result.ok) {
      // Paid: on to the confirmation, whatever address of the site this page was opened at.
      window.location.assign(paidReturnAddress(result.redirectUrl, window.location.origin, siteOrigin))
      return
    }
    setPaying(false)
    setErrors((result.fieldErrors ?? {}) as CardFieldErrors)
    setMessage(result.error)
  }

  const field = (name: keyof CardInput, label: string, props: React.ComponentProps<typeof Input>) => (
    <Field controlId={`${id}-${name}`} error={errors[name]} required>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input value={card[name]} onChange={set(name)} disabled={paying} {...props} />
      </FieldControl>
      <FieldError />
    </Field>
  )

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-describedby={message ? `${id}-message` : undefined}
    >
      {field('number', 'Card number', {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '1234 1234 1234 1234',
      })}
      <div className="grid grid-cols-2 gap-4">
        {field('expiry', 'Expiry (MM/YY)', {
          inputMode: 'numeric',
          autoComplete: 'cc-exp',
          placeholder: 'MM/YY',
        })}
        {field('cvc', 'CVC', {
          inputMode: 'numeric',
          autoComplete: 'cc-csc',
          placeholder: 'CVC',
        })}
      </div>
      {field('name', 'Name on card', { autoComplete: 'cc-name' })}
      {message ? (
        <p
          id={`${id}-message`}
          role="alert"
          className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive"
        >
          {message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={paying}>
        {paying ? <Spinner aria-hidden="true" /> : <LockIcon aria-hidden="true" />}
        {paying ? SHOP_MESSAGES.processing : `Pay ${amount}`}
      </Button>
    </form>
  )
}
