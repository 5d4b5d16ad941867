/**
 * The order emails, queued through the outbox (src/features/email) inside the caller's
 * transaction (`req`), so they are recorded together with the order's change or not at all:
 *
 * - paid (./mark-paid.ts): the customer's confirmation and the team's notice (site settings'
 *   general email, replying to the customer; skipped with a warning when there is none);
 * - shipped (./admin/mark-shipped-endpoint.ts): the customer's "on its way" email.
 *
 * Each has a dedupe key of the order's id, so a second call queues nothing. A failure to queue
 * throws: the caller's transaction rolls back. Server-only.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { JobQueue } from '@/cms/jobs/queues'
import { emailBrand, sendEmail, type SendEmailResult, TeamNotificationEmail } from '@/features/email'
import { logger } from '@/lib/logger'

import {
  addressLines,
  OrderConfirmationEmail,
  orderConfirmationSubject,
  type OrderEmailOrder,
} from '../emails/order-confirmation-email'
import { OrderShippedEmail, orderShippedSubject } from '../emails/order-shipped-email'
import { formatCents, SHIPPING_CENTS } from '../logic/money'
import { isHttpsUrl, trackingUrlFor } from '../logic/tracking'

export const ORDER_EMAIL_KINDS = {
  confirmation: 'order-confirmation',
  teamNotice: 'order-team-notice',
  shipped: 'order-shipped',
} as const

/** What the emails read of an order document (depth 0); amounts in integer cents. */
export interface OrderForEmail {
  id: string | number
  orderNumber: string
  email: string
  createdAt: string
  customer: OrderEmailOrder['customer']
  items: {
    productName: string
    size?: string | null
    quantity: number
    unitPrice: number
    totalPrice: number
  }[]
  subtotal: number
  shipping?: number | null
  tax: number
  total: number
  shipment?: {
    carrier?: string | null
    trackingNumber?: string | null
    trackingUrl?: string | null
  } | null
}

type QueueOptions = { req: PayloadRequest }

/** Order emails go before bulk mail (src/cms/jobs/queues.ts, ADR 0027). */
const ORDER_EMAIL_QUEUE: JobQueue = 'urgent'

export const orderDedupeKeys = {
  confirmation: (id: string | number) => `order:${id}:confirmation`,
  teamNotice: (id: string | number) => `order:${id}:team`,
  shipped: (id: string | number) => `order:${id}:shipped`,
}

/** The admin page of an order. */
export const orderAdminPath = (id: string | number) => `/admin/collections/orders/${id}`

export const orderTeamSubject = (order: Pick<OrderForEmail, 'orderNumber' | 'total'>) =>
  `New order ${order.orderNumber}: ${formatCents(order.total)}`

function emailOrder(order: OrderForEmail): OrderEmailOrder {
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    customer: order.customer,
    items: order.items.map(({ productName, size, quantity, totalPrice }) => ({
      productName,
      size,
      quantity,
      totalPrice,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping ?? SHIPPING_CENTS,
    tax: order.tax,
    total: order.total,
  }
}

/** "2 × Road Trip Tee (M): $50.00", one line per item. */
function itemLines(order: OrderForEmail): string {
  return order.items
    .map(
      (item) =>
        `${item.quantity} × ${item.productName}${item.size ? ` (${item.size})` : ''}: ${formatCents(item.totalPrice)}`,
    )
    .join('\n')
}

async function teamAddress(payload: Payload, req: PayloadRequest): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  return settings.contact?.generalEmail?.trim() || null
}

/**
 * Queues the customer's confirmation and the team's notice of a paid order, in the caller's
 * transaction. The notice is skipped (and a warning logged) when site settings have no general
 * email. Throws when an email cannot be queued.
 */
export async function queueOrderPaidEmails(
  payload: Payload,
  order: OrderForEmail,
  { req }: QueueOptions,
): Promise<{ confirmation: SendEmailResult; teamNotice: SendEmailResult | null }> {
  const brand = emailBrand()
  const confirmation = await sendEmail(
    payload,
    {
      to: order.email,
      subject: orderConfirmationSubject(order.orderNumber),
      kind: ORDER_EMAIL_KINDS.confirmation,
      react: <OrderConfirmationEmail {...brand} order={emailOrder(order)} />,
      queue: ORDER_EMAIL_QUEUE,
      dedupeKey: orderDedupeKeys.confirmation(order.id),
    },
    { req },
  )

  const to = await teamAddress(payload, req)
  if (!to) {
    logger.warn(
      { event: 'order_team_notice_skipped', orderId: order.id },
      'No general email in site settings; the team was not told about the new order',
    )
    return { confirmation, teamNotice: null }
  }
  const name = `${order.customer.firstName} ${order.customer.lastName}`.trim()
  const teamNotice = await sendEmail(
    payload,
    {
      to,
      replyTo: order.email,
      subject: orderTeamSubject(order),
      kind: ORDER_EMAIL_KINDS.teamNotice,
      react: (
        <TeamNotificationEmail
          {...brand}
          title={`New order ${order.orderNumber}`}
          intro={`${name} paid for an order. Pack and send it, then open it in the admin and use "Mark as shipped": the customer is emailed the tracking details. Reply to this email to write to the customer.`}
          fields={[
            { label: 'Customer', value: name },
            { label: 'Email', value: order.email },
            { label: 'Items', value: itemLines(order) },
            { label: 'Total', value: formatCents(order.total) },
            { label: 'Shipping address', value: addressLines(order.customer).join('\n') },
          ]}
          action={{ label: 'Open in admin', href: `${brand.siteUrl}${orderAdminPath(order.id)}` }}
        />
      ),
      queue: ORDER_EMAIL_QUEUE,
      dedupeKey: orderDedupeKeys.teamNotice(order.id),
    },
    { req },
  )
  return { confirmation, teamNotice }
}

/**
 * Queues the customer's "on its way" email of an order marked shipped (its `shipment` carrier and
 * tracking number set), in the caller's transaction. Throws when it cannot be queued.
 */
export async function queueOrderShippedEmail(
  payload: Payload,
  order: OrderForEmail,
  { req }: QueueOptions,
): Promise<SendEmailResult> {
  const carrier = order.shipment?.carrier?.trim()
  const trackingNumber = order.shipment?.trackingNumber?.trim()
  if (!carrier || !trackingNumber) {
    throw new Error(`Order ${order.orderNumber} has no carrier or tracking number: no shipped email`)
  }
  const stored = order.shipment?.trackingUrl?.trim()
  const trackingUrl = stored && isHttpsUrl(stored) ? stored : trackingUrlFor(carrier, trackingNumber)
  return sendEmail(
    payload,
    {
      to: order.email,
      subject: orderShippedSubject(order.orderNumber),
      kind: ORDER_EMAIL_KINDS.shipped,
      react: (
        <OrderShippedEmail
          {...emailBrand()}
          order={emailOrder(order)}
          shipment={{ carrier, trackingNumber, trackingUrl }}
        />
      ),
      queue: ORDER_EMAIL_QUEUE,
      dedupeKey: orderDedupeKeys.shipped(order.id),
    },
    { req },
  )
}
