/** An order document as the browser and the emails see it (amounts in cents). Server-only. */
import 'server-only'

import type { Order } from '@/payload-types'

import type { OrderView } from '../schemas'

export function toOrderView(order: Order): OrderView {
  return {
    id: String(order.id),
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    email: order.email,
    customer: {
      firstName: order.customer.firstName,
      lastName: order.customer.lastName,
      address: order.customer.address,
      city: order.customer.city,
      postalCode: order.customer.postalCode,
      country: order.customer.country,
    },
    items: order.items.map((item) => ({
      productId:
        typeof item.product === 'object' && item.product ? String(item.product.id) : String(item.product ?? ''),
      productName: item.productName,
      slug: item.productSlug ?? null,
      image: item.imageUrl ? { url: item.imageUrl, alt: item.imageAlt ?? item.productName } : null,
      size: item.size ?? null,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    total: order.total,
  }
}
