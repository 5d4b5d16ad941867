/**
 * The customer's order confirmation, sent once the payment went through (SPEC §8
 * /order-confirmation, §9 Shop): "Order Confirmed!", the order number and date, the items (name,
 * size, quantity, line total), subtotal, shipping (free), tax and total, the shipping address and
 * "What happens next?". Every amount is the stored order's, in cents. Also the order's pieces the
 * shipped email shows again (OrderItemsTable, OrderEmailOrder).
 */
import { Heading, Section, Text } from '@react-email/components'
import { type CSSProperties, Fragment } from 'react'

import { EmailLayout } from '@/components/email/email-layout'
import { emailTheme as t } from '@/components/email/theme'

import { formatCents } from '../logic/money'
import { CHECKOUT_COUNTRIES } from '../schemas'

/** What the order emails show of an order; amounts in integer cents. */
export interface OrderEmailOrder {
  orderNumber: string
  /** ISO date the order was placed. */
  createdAt: string
  customer: {
    firstName: string
    lastName: string
    address: string
    city: string
    postalCode: string
    country: string
  }
  items: {
    productName: string
    size?: string | null
    quantity: number
    totalPrice: number
  }[]
  subtotal: number
  shipping: number
  tax: number
  total: number
}

export type OrderConfirmationEmailProps = {
  productName: string
  siteUrl: string
  order: OrderEmailOrder
}

export const orderConfirmationSubject = (orderNumber: string) => `Your order ${orderNumber} is confirmed`

/** SPEC §9: "processing within 1-2 business days; delivery in 5-7 business days". */
export const ORDER_NEXT_STEPS = [
  'We process your order within 1-2 business days.',
  'Once it ships, we email you the tracking information.',
  'Delivery takes 5-7 business days.',
] as const

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "2026-03-05T10:00:00.000Z" → "March 5, 2026" (the date in UTC); the text as given when unreadable. */
export function orderDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date)
}

/** "US" → "United States"; a code we do not list as written. */
export function countryName(code: string): string {
  return CHECKOUT_COUNTRIES.find((country) => country.code === code)?.name ?? code
}

/** The address as lines: name, street, city and postal code, country. */
export function addressLines(customer: OrderEmailOrder['customer']): string[] {
  return [
    `${customer.firstName} ${customer.lastName}`.trim(),
    customer.address,
    `${customer.city} ${customer.postalCode}`.trim(),
    countryName(customer.country),
  ].filter(Boolean)
}

/** The shipping address, a line each (a <br /> between, so the plain-text part keeps the lines too). */
export function AddressText({ customer, style }: { customer: OrderEmailOrder['customer']; style: CSSProperties }) {
  return (
    <Text style={style}>
      {addressLines(customer).map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  )
}

export const orderEmailStyles = {
  heading: { fontFamily: t.serif, fontWeight: 400, fontSize: '22px', color: t.mocha, margin: '0 0 8px' },
  subheading: { fontFamily: t.serif, fontWeight: 400, fontSize: '18px', color: t.mocha, margin: '24px 0 8px' },
  paragraph: { fontSize: '15px', lineHeight: '22px', margin: '0 0 16px' },
  muted: { fontSize: '13px', lineHeight: '20px', color: t.muted, margin: 0 },
  panel: { backgroundColor: t.cream, borderRadius: '8px', padding: '12px 16px', margin: '0 0 20px' },
} satisfies Record<string, CSSProperties>

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', margin: '0 0 8px' }
const head: CSSProperties = {
  fontSize: '12px',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: t.muted,
  fontWeight: 400,
  textAlign: 'left',
  padding: '0 0 6px',
  borderBottom: `1px solid ${t.border}`,
}
const cell: CSSProperties = {
  fontSize: '14px',
  lineHeight: '20px',
  padding: '8px 0',
  borderBottom: `1px solid ${t.border}`,
  verticalAlign: 'top',
}
const number: CSSProperties = { textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '12px' }
const strong: CSSProperties = { fontWeight: 600, borderBottom: 'none' }

/** The items: name, size, quantity and (with `showTotals`) each line's total. */
export function OrderItemsTable({
  items,
  showTotals = true,
}: {
  items: OrderEmailOrder['items']
  showTotals?: boolean
}) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={table}>
      <thead>
        <tr>
          <th style={head}>Item</th>
          <th style={head}>Size</th>
          <th style={{ ...head, ...number }}>Qty</th>
          {showTotals ? <th style={{ ...head, ...number }}>Total</th> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={`${item.productName}-${item.size ?? ''}-${index}`}>
            <td style={cell}>{item.productName}</td>
            <td style={cell}>{item.size || '—'}</td>
            <td style={{ ...cell, ...number }}>{item.quantity}</td>
            {showTotals ? <td style={{ ...cell, ...number }}>{formatCents(item.totalPrice)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function TotalsTable({ order }: { order: OrderEmailOrder }) {
  const rows = [
    { label: 'Subtotal', value: formatCents(order.subtotal) },
    { label: 'Shipping', value: order.shipping > 0 ? formatCents(order.shipping) : 'Free' },
    { label: 'Tax', value: formatCents(order.tax) },
  ]
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ ...table, margin: '0 0 20px' }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td style={cell}>{row.label}</td>
            <td style={{ ...cell, ...number }}>{row.value}</td>
          </tr>
        ))}
        <tr>
          <td style={{ ...cell, ...strong }}>Total</td>
          <td style={{ ...cell, ...number, ...strong }}>{formatCents(order.total)}</td>
        </tr>
      </tbody>
    </table>
  )
}

export function OrderConfirmationEmail({ productName, siteUrl, order }: OrderConfirmationEmailProps) {
  const s = orderEmailStyles
  return (
    <EmailLayout
      productName={productName}
      siteUrl={siteUrl}
      preview={`Thank you for your order ${order.orderNumber}: ${formatCents(order.total)}`}
    >
      <Heading as="h2" style={s.heading}>
        Order Confirmed!
      </Heading>
      <Text style={{ ...s.paragraph, margin: '0 0 12px' }}>{`Hi ${order.customer.firstName.trim()},`}</Text>
      <Text style={s.paragraph}>
        {`Thank you for your order. Your payment went through and we are getting your items ready.`}
      </Text>

      <Section style={s.panel}>
        <Text style={s.muted}>Order number</Text>
        <Text style={{ fontSize: '16px', fontWeight: 600, margin: '2px 0 8px' }}>{order.orderNumber}</Text>
        <Text style={s.muted}>Order date</Text>
        <Text style={{ fontSize: '15px', margin: '2px 0 0' }}>{orderDate(order.createdAt)}</Text>
      </Section>

      <Heading as="h3" style={s.subheading}>
        Order summary
      </Heading>
      <OrderItemsTable items={order.items} />
      <TotalsTable order={order} />

      <Heading as="h3" style={s.subheading}>
        Shipping address
      </Heading>
      <AddressText customer={order.customer} style={s.paragraph} />

      <Section style={{ ...s.panel, margin: '8px 0 0' }}>
        <Text style={{ fontSize: '15px', fontWeight: 600, margin: '0 0 6px' }}>What happens next?</Text>
        {ORDER_NEXT_STEPS.map((step) => (
          <Text key={step} style={{ fontSize: '14px', lineHeight: '20px', margin: '0 0 4px' }}>
            {`• ${step}`}
          </Text>
        ))}
      </Section>
    </EmailLayout>
  )
}
