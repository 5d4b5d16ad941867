'use client'

/**
 * The order page's payment details, read-only (collections/Orders.ts `paymentDetails`): who took
 * the payment, its session and transaction ids, when it was paid, or why it failed. Written by the
 * payment's events only. (A UI field: Payload 3.90 draws no children of this named group,
 * payloadcms/payload#17812, so the group itself is hidden.)
 */
import { useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import type { CSSProperties } from 'react'

type SavedPayment = {
  provider?: unknown
  sessionId?: unknown
  transactionId?: unknown
  paidAt?: unknown
  failureReason?: unknown
}

const PROVIDERS: Record<string, string> = { stripe: 'Stripe', simulator: 'Checkout simulator' }

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null)

function when(value: unknown): string | null {
  const iso = text(value)
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })
}

const list: CSSProperties = { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 }
const term: CSSProperties = { color: 'var(--theme-elevation-500)' }
const value: CSSProperties = { margin: 0, wordBreak: 'break-all' }

export const OrderPayment: UIFieldClientComponent = () => {
  const { savedDocumentData } = useDocumentInfo()
  const payment = (savedDocumentData as { payment?: SavedPayment } | undefined)?.payment ?? {}
  const rows: [string, string | null][] = [
    ['Provider', text(payment.provider) ? (PROVIDERS[String(payment.provider)] ?? String(payment.provider)) : null],
    ['Session', text(payment.sessionId)],
    ['Transaction', text(payment.transactionId)],
    ['Paid at', when(payment.paidAt)],
    ['Not paid because', text(payment.failureReason)],
  ]
  const shown = rows.filter((row): row is [string, string] => row[1] !== null)
  return (
    <section aria-labelledby="order-payment-heading" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h3 id="order-payment-heading" style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        Payment
      </h3>
      {shown.length === 0 ? (
        <p style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>
          No payment yet: the order is waiting to be paid.
        </p>
      ) : (
        <dl style={list}>
          {shown.map(([label, content]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={term}>{label}</dt>
              <dd style={value}>{content}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
