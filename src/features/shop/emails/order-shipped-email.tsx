/**
 * The customer's "on its way" email, sent when staff mark a paid order shipped (the admin's
 * "Mark as shipped"): the order number, the carrier and tracking number, a "Track your package"
 * button when the carrier has a tracking page, and the items shipped.
 */
import { Heading, Link, Section, Text } from '@react-email/components'

import { EmailButton } from '@/components/email/button'
import { EmailLayout } from '@/components/email/email-layout'
import { emailTheme as t } from '@/components/email/theme'

import { AddressText, type OrderEmailOrder, OrderItemsTable, orderEmailStyles } from './order-confirmation-email'

export type OrderShipmentDetails = {
  carrier: string
  trackingNumber: string
  /** The carrier's tracking page (logic/tracking.ts trackingUrlFor), or null when there is none. */
  trackingUrl: string | null
}

export type OrderShippedEmailProps = {
  productName: string
  siteUrl: string
  order: Pick<OrderEmailOrder, 'orderNumber' | 'customer' | 'items'>
  shipment: OrderShipmentDetails
}

export const orderShippedSubject = (orderNumber: string) => `Your order ${orderNumber} is on its way`

export function OrderShippedEmail({ productName, siteUrl, order, shipment }: OrderShippedEmailProps) {
  const s = orderEmailStyles
  const { trackingUrl } = shipment
  return (
    <EmailLayout
      productName={productName}
      siteUrl={siteUrl}
      preview={`Your order ${order.orderNumber} has shipped with ${shipment.carrier}`}
    >
      <Heading as="h2" style={s.heading}>
        Your order is on its way!
      </Heading>
      <Text style={{ ...s.paragraph, margin: '0 0 12px' }}>{`Hi ${order.customer.firstName.trim()},`}</Text>
      <Text style={s.paragraph}>
        {`Good news: your order ${order.orderNumber} has shipped. Delivery takes 5-7 business days.`}
      </Text>

      <Section style={s.panel}>
        <Text style={s.muted}>Order number</Text>
        <Text style={{ fontSize: '16px', fontWeight: 600, margin: '2px 0 8px' }}>{order.orderNumber}</Text>
        <Text style={s.muted}>Carrier</Text>
        <Text style={{ fontSize: '15px', margin: '2px 0 8px' }}>{shipment.carrier}</Text>
        <Text style={s.muted}>Tracking number</Text>
        <Text style={{ fontSize: '15px', margin: '2px 0 0', fontFamily: 'monospace' }}>{shipment.trackingNumber}</Text>
      </Section>

      {trackingUrl ? (
        <>
          <Section style={{ margin: '8px 0 16px' }}>
            <EmailButton href={trackingUrl}>Track your package</EmailButton>
          </Section>
          <Text style={{ ...s.muted, margin: '0 0 20px' }}>
            Or paste this link into your browser:{' '}
            <Link href={trackingUrl} style={{ color: t.muted, textDecoration: 'underline', wordBreak: 'break-all' }}>
              {trackingUrl}
            </Link>
          </Text>
        </>
      ) : (
        <Text style={s.paragraph}>
          {shipment.carrier === 'Other'
            ? 'Keep the tracking number above to follow your package.'
            : `Follow your package with the tracking number above on the ${shipment.carrier} website.`}
        </Text>
      )}

      <Heading as="h3" style={s.subheading}>
        In this package
      </Heading>
      <OrderItemsTable items={order.items} showTotals={false} />

      <Heading as="h3" style={s.subheading}>
        Shipping to
      </Heading>
      <AddressText customer={order.customer} style={{ ...s.paragraph, margin: 0 }} />
    </EmailLayout>
  )
}
