'use client'

/**
 * The order page's sidebar "Shipping" field (collections/Orders.ts `shipAction`):
 *
 * - a paid order: "Mark as shipped" opens a small form (carrier, tracking number, and the tracking
 *   link for "Other"); Confirm posts it to POST /api/orders/:id/ship (staff only), which marks the
 *   order shipped and emails the customer; the answer's message is shown in a toast, and the page
 *   is then loaded again with the shipped order;
 * - a shipped order: its carrier, tracking number and tracking link;
 * - otherwise a note that shipping comes once the order is paid.
 *
 * The status and shipment shown are the saved order's (what the server acts on), not unsaved
 * edits. Enter in the form confirms (and never saves the order's own form), Escape cancels.
 */
import { Button, toast, useConfig, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { UIFieldClientComponent } from 'payload'
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import {
  CARRIERS,
  type Carrier,
  isHttpsUrl,
  markShippedSchema,
  OTHER_CARRIER,
  shipFieldErrors,
  TRACKING_URL_MAX,
} from '../logic/tracking'

type ShipAnswer = {
  ok?: boolean
  message?: string
  alreadyShipped?: boolean
  fieldErrors?: Record<string, string>
  errors?: { message?: string }[]
}
type FieldName = 'carrier' | 'trackingNumber' | 'trackingUrl'

const box: CSSProperties = { marginBottom: 'calc(var(--base) * 1.5)' }
const heading: CSSProperties = { display: 'block', fontWeight: 600, marginBottom: 'calc(var(--base) / 2)' }
const note: CSSProperties = { color: 'var(--theme-elevation-500)', margin: 0 }
const control: CSSProperties = {
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '40px',
  padding: '8px 12px',
  font: 'inherit',
  color: 'var(--theme-elevation-800)',
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s, 3px)',
}
const invalidControl: CSSProperties = { ...control, borderColor: 'var(--theme-error-500)' }
const fieldBox: CSSProperties = { marginBottom: 'calc(var(--base) * 0.75)' }
const label: CSSProperties = { display: 'block', marginBottom: '4px' }
const errorText: CSSProperties = { color: 'var(--theme-error-500)', margin: '4px 0 0', fontSize: '0.9em' }

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

export const MarkShipped: UIFieldClientComponent = () => {
  const { config } = useConfig()
  const { id, savedDocumentData } = useDocumentInfo()
  const router = useRouter()
  const modified = useFormModified()
  const form = {
    status: useFormFields(([fields]) => fields.status?.value),
    carrier: useFormFields(([fields]) => fields['shipment.carrier']?.value),
    trackingNumber: useFormFields(([fields]) => fields['shipment.trackingNumber']?.value),
    trackingUrl: useFormFields(([fields]) => fields['shipment.trackingUrl']?.value),
  }
  const saved = savedDocumentData as
    | { status?: unknown; shipment?: { carrier?: unknown; trackingNumber?: unknown; trackingUrl?: unknown } | null }
    | undefined
  const status = text(saved?.status ?? form.status)
  const shipment = {
    carrier: text(saved?.shipment?.carrier ?? form.carrier),
    trackingNumber: text(saved?.shipment?.trackingNumber ?? form.trackingNumber),
    trackingUrl: text(saved?.shipment?.trackingUrl ?? form.trackingUrl),
  }

  const ids = useId()
  const fieldId = (name: FieldName) => `${ids}-${name}`
  const [open, setOpen] = useState(false)
  const [carrier, setCarrier] = useState<Carrier | ''>('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const [trackingUrl, setTrackingUrl] = useState('')
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [sending, setSending] = useState(false)
  const openerRef = useRef<HTMLButtonElement | HTMLAnchorElement | null>(null)
  const carrierRef = useRef<HTMLSelectElement | null>(null)
  const wasOpen = useRef(false)

  // Focus the first field when the form opens, and the opening button again when it closes.
  useEffect(() => {
    if (open) carrierRef.current?.focus()
    else if (wasOpen.current) openerRef.current?.focus()
    wasOpen.current = open
  }, [open])

  const title = (
    <span style={heading} id={`${ids}-title`}>
      Shipping
    </span>
  )

  if (status === 'shipped') {
    const link = isHttpsUrl(shipment.trackingUrl) ? shipment.trackingUrl : null
    return (
      <div style={box} role="group" aria-labelledby={`${ids}-title`}>
        {title}
        <p style={{ margin: '0 0 4px' }}>
          Carrier: <strong>{shipment.carrier || '—'}</strong>
        </p>
        <p style={{ margin: '0 0 4px' }}>
          Tracking number: <strong style={{ fontFamily: 'monospace' }}>{shipment.trackingNumber || '—'}</strong>
        </p>
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            Track the package (opens in a new tab)
          </a>
        ) : null}
      </div>
    )
  }

  if (status !== 'paid' || id === undefined || id === null) {
    return (
      <div style={box} role="group" aria-labelledby={`${ids}-title`}>
        {title}
        <p style={note}>Available once the order is paid.</p>
      </div>
    )
  }

  function close() {
    setOpen(false)
    setErrors({})
  }

  function focusFirstInvalid(found: Partial<Record<FieldName, string>>) {
    const first = (['carrier', 'trackingNumber', 'trackingUrl'] as const).find((name) => found[name])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  async function confirm() {
    if (sending) return
    const values = {
      carrier,
      trackingNumber,
      ...(carrier === OTHER_CARRIER ? { trackingUrl } : {}),
    }
    const parsed = markShippedSchema.safeParse(values)
    if (!parsed.success) {
      const found = shipFieldErrors(parsed.error)
      setErrors(found)
      focusFirstInvalid(found)
      return
    }
    setErrors({})
    setSending(true)
    try {
      const response = await fetch(`${config.routes.api}/orders/${encodeURIComponent(String(id))}/ship`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      })
      const answer = (await response.json().catch(() => ({}))) as ShipAnswer
      const message =
        answer.message ??
        answer.errors?.[0]?.message ??
        `The order could not be marked as shipped (${response.status}).`
      if (response.ok && answer.ok) {
        if (answer.alreadyShipped) toast.info(message)
        else toast.success(message)
        close()
        router.refresh()
      } else {
        toast.error(message)
        if (answer.fieldErrors) {
          setErrors(answer.fieldErrors)
          focusFirstInvalid(answer.fieldErrors)
        }
        // The order changed meanwhile (shipped or cancelled elsewhere): show it as it is now.
        if (response.status === 409) router.refresh()
      }
    } catch {
      toast.error('The order could not be marked as shipped. Please check your connection and try again.')
    } finally {
      setSending(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close()
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      // Enter in a text box would save the order's own form: confirm this one instead.
      event.preventDefault()
      void confirm()
    }
  }

  const describe = (name: FieldName) => (errors[name] ? `${fieldId(name)}-error` : undefined)
  const errorFor = (name: FieldName) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} style={errorText} role="alert">
        {errors[name]}
      </p>
    ) : null

  return (
    <div style={box} role="group" aria-labelledby={`${ids}-title`}>
      {title}
      {!open ? (
        <>
          <p style={{ ...note, marginBottom: 'calc(var(--base) / 2)' }}>
            Once the order is on its way, record its tracking details: the customer is emailed them.
          </p>
          <Button ref={openerRef} buttonStyle="primary" size="small" margin={false} onClick={() => setOpen(true)}>
            Mark as shipped
          </Button>
        </>
      ) : (
        <div onKeyDown={onKeyDown}>
          <div style={fieldBox}>
            <label htmlFor={fieldId('carrier')} style={label}>
              Carrier
            </label>
            <select
              id={fieldId('carrier')}
              ref={carrierRef}
              value={carrier}
              onChange={(event) => setCarrier(event.target.value as Carrier | '')}
              style={errors.carrier ? invalidControl : control}
              aria-invalid={errors.carrier ? true : undefined}
              aria-describedby={describe('carrier')}
              disabled={sending}
              required
            >
              <option value="">Choose a carrier…</option>
              {CARRIERS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            {errorFor('carrier')}
          </div>
          <div style={fieldBox}>
            <label htmlFor={fieldId('trackingNumber')} style={label}>
              Tracking number
            </label>
            <input
              id={fieldId('trackingNumber')}
              type="text"
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
              style={errors.trackingNumber ? invalidControl : control}
              aria-invalid={errors.trackingNumber ? true : undefined}
              aria-describedby={describe('trackingNumber')}
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              disabled={sending}
              required
            />
            {errorFor('trackingNumber')}
          </div>
          {carrier === OTHER_CARRIER ? (
            <div style={fieldBox}>
              <label htmlFor={fieldId('trackingUrl')} style={label}>
                Tracking link
              </label>
              <input
                id={fieldId('trackingUrl')}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={trackingUrl}
                onChange={(event) => setTrackingUrl(event.target.value)}
                style={errors.trackingUrl ? invalidControl : control}
                aria-invalid={errors.trackingUrl ? true : undefined}
                aria-describedby={describe('trackingUrl')}
                autoComplete="off"
                spellCheck={false}
                maxLength={TRACKING_URL_MAX}
                disabled={sending}
                required
              />
              {errorFor('trackingUrl')}
            </div>
          ) : null}
          {modified ? (
            <p style={{ ...note, marginBottom: 'calc(var(--base) / 2)' }}>
              This page has unsaved changes: confirming reloads the order without them.
            </p>
          ) : null}
          <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)', flexWrap: 'wrap' }}>
            <Button buttonStyle="primary" size="small" margin={false} disabled={sending} onClick={() => void confirm()}>
              {sending ? 'Marking as shipped...' : 'Confirm'}
            </Button>
            <Button buttonStyle="secondary" size="small" margin={false} disabled={sending} onClick={close}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
