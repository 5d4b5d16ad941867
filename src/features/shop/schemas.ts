/**
 * The shop's forms, requests, answers and copy (SPEC §4, §5, §8): the checkout form's rules and
 * messages (react-hook-form via `zodResolver`, and again on the server), what the browser sends to
 * create an order (product ids, sizes and quantities only: never a price or a total) and to pay it,
 * and the answers, which the browser parses instead of trusting. Pure and browser-safe.
 */
import { z } from 'zod'

import { email, text } from '@/lib/forms/fields'

import { MAX_LINE_QUANTITY } from './logic/cart'
import { ORDER_ID_PATTERN } from './logic/order-number'
import { SHOP_LIMITS, SHOP_MESSAGES } from './messages'

export { SHOP_LIMITS, SHOP_MESSAGES }

export const SHOP_ENDPOINTS = {
  /** POST: creates a pending order from the cart (src/app/api/shop/orders/route.ts). */
  orders: '/api/shop/orders',
  /** POST: creates the hosted payment page for an order and answers its address. */
  payment: '/api/shop/payment',
  /** POST: the payment provider's signed events (Stripe, or the checkout simulator). */
  webhook: '/api/shop/webhook',
  /** GET ?ids=12,13: how many of each size are left (the cart shows it; src/app/api/shop/stock/route.ts). */
  stock: '/api/shop/stock',
} as const

export { SHOP_PATHS } from './paths'

/** The countries the checkout offers (SPEC §3: country defaults to US). */
export const CHECKOUT_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'ES', name: 'Spain' },
  { code: 'PT', name: 'Portugal' },
  { code: 'IT', name: 'Italy' },
] as const
export type CountryCode = (typeof CHECKOUT_COUNTRIES)[number]['code']
export const DEFAULT_COUNTRY: CountryCode = 'US'

const name = (minMessage: string) =>
  text({ min: 2, minMessage, max: SHOP_LIMITS.name, maxMessage: SHOP_MESSAGES.nameMax, typeMessage: minMessage })

/** The contact and shipping form (SPEC §3 "Checkout customer details", §5 "Checkout"). */
export const checkoutCustomerSchema = z.object({
  email: email(),
  firstName: name(SHOP_MESSAGES.firstNameMin),
  lastName: name(SHOP_MESSAGES.lastNameMin),
  address: text({
    min: 5,
    max: SHOP_LIMITS.address,
    maxMessage: SHOP_MESSAGES.addressMax,
    typeMessage: SHOP_MESSAGES.addressMin,
  }),
  city: text({
    min: 2,
    max: SHOP_LIMITS.city,
    maxMessage: SHOP_MESSAGES.cityMax,
    typeMessage: SHOP_MESSAGES.cityRequired,
  }),
  postalCode: text({
    min: 3,
    max: SHOP_LIMITS.postalCode,
    maxMessage: SHOP_MESSAGES.postalCodeMax,
    typeMessage: SHOP_MESSAGES.postalCodeRequired,
  }),
  country: z.enum(CHECKOUT_COUNTRIES.map((country) => country.code) as [CountryCode, ...CountryCode[]], {
    error: SHOP_MESSAGES.countryInvalid,
  }),
})
export type CheckoutCustomer = z.output<typeof checkoutCustomerSchema>
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerSchema>

/** One cart line as the order request carries it: which product, which size, how many. Nothing else. */
export const orderLineSchema = z.object({
  productId: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().positive()]).transform(String),
  size: z
    .string()
    .max(8)
    .nullish()
    .transform((size) => size ?? null),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
})
export type OrderLineRequest = z.output<typeof orderLineSchema>

/**
 * POST /api/shop/orders. Unknown keys (a price, a total) are dropped. `pendingOrderId` is the
 * order this tab's checkout created before (Back to Checkout from /payment): the server reuses it
 * when nothing changed, or cancels it (server/create-order.ts); a malformed one is ignored.
 */
export const createOrderSchema = z.object({
  pendingOrderId: z.string().regex(ORDER_ID_PATTERN).optional().catch(undefined),
  customer: checkoutCustomerSchema,
  items: z
    .array(orderLineSchema, { error: SHOP_MESSAGES.cartEmpty })
    .min(1, { error: SHOP_MESSAGES.cartEmpty })
    .max(SHOP_LIMITS.lines, { error: SHOP_MESSAGES.cartTooLong }),
})
export type CreateOrderRequest = z.output<typeof createOrderSchema>

/** POST /api/shop/payment: the order to pay, by its (random, unguessable) id. */
export const paymentRequestSchema = z.object({
  orderId: z.string().regex(ORDER_ID_PATTERN, { error: SHOP_MESSAGES.missingOrder }),
})

/** An order as the browser shows it on /payment: amounts in integer cents, decided by the server. */
export const orderViewSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  email: z.string(),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  items: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      slug: z.string().nullable(),
      image: z.object({ url: z.string(), alt: z.string() }).nullable(),
      size: z.string().nullable(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      totalPrice: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
})
export type OrderView = z.output<typeof orderViewSchema>

export const orderCreatedSchema = z.object({
  ok: z.literal(true),
  orderId: z.string(),
  orderNumber: z.string(),
  order: orderViewSchema,
})
export type OrderCreated = z.output<typeof orderCreatedSchema>

export const paymentCreatedSchema = z.object({ ok: z.literal(true), url: z.string().min(1) })
export type PaymentCreated = z.output<typeof paymentCreatedSchema>

/** GET /api/shop/stock: per product id asked for, how many can be bought per size (or `oneSize`). */
export const stockAnswerSchema = z.object({
  ok: z.literal(true),
  available: z.record(z.string(), z.record(z.string(), z.number().int().min(0))),
})
export type StockAnswer = z.output<typeof stockAnswerSchema>
