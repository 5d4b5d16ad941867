/**
 * The shop's copy and form limits (SPEC §4, §5, §8), without zod: the shop's error boundary and a
 * product page's Add to Cart load with the page, and the schemas (./schemas.ts, which re-exports
 * these) would bring zod into that first load (ADR 0030). Pure and browser-safe.
 */
import { FIELD_MESSAGES } from '@/lib/forms/field-messages'

export const SHOP_LIMITS = { name: 60, address: 200, city: 100, postalCode: 20, lines: 20 } as const

export const SHOP_MESSAGES = {
  // Checkout validation (SPEC §5; maximum lengths are ours)
  emailInvalid: FIELD_MESSAGES.emailInvalid,
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  addressMin: 'Please enter a complete address',
  cityRequired: 'City is required',
  postalCodeRequired: 'Postal code is required',
  countryInvalid: 'Please choose a country from the list',
  nameMax: `Name must be at most ${SHOP_LIMITS.name} characters`,
  addressMax: `Address must be at most ${SHOP_LIMITS.address} characters`,
  cityMax: `City must be at most ${SHOP_LIMITS.city} characters`,
  postalCodeMax: `Postal code must be at most ${SHOP_LIMITS.postalCode} characters`,
  // Shop pages (SPEC §2, §8)
  loadingProducts: 'Loading products...',
  productsFailed: 'Unable to Load Products',
  sizeRequiredTitle: 'Size Required',
  sizeRequired: 'Please select a size before adding to cart.',
  addedTitle: 'Added to Cart',
  emptyCart: 'Your cart is empty',
  // Checkout and payment (SPEC §4, §8)
  creatingOrder: 'Creating Order...',
  errorTitle: 'Error',
  orderFailed: 'Failed to create order. Please try again.',
  paymentFailedTitle: 'Payment failed',
  paymentFailed: 'There was an error processing your payment. Please try again.',
  noCheckoutUrl: 'No checkout URL received',
  missingOrder: 'Missing order information',
  processing: 'Processing...',
  // Ours: what the server refuses in an order (the cart changed since the product page)
  cartEmpty: 'Your cart is empty. Add something from the shop first.',
  cartTooLong: `An order can have at most ${SHOP_LIMITS.lines} different items.`,
  productUnavailable: (name: string) => `${name} is no longer available. Please remove it from your cart.`,
  sizeUnavailable: (name: string, size: string) =>
    `${name} in size ${size} is out of stock. Please remove it or choose another size.`,
  notEnoughStock: (name: string, size: string | null, left: number) =>
    `Only ${left} of ${name}${size ? ` in size ${size}` : ''} left. Please lower the quantity.`,
  sizeMissing: (name: string) => `Please choose a size of ${name}.`,
  orderNotPayable: 'This order can no longer be paid. Please go back to checkout.',
  cartChanged: 'Your cart has changed since this order was created. Please go back to checkout to confirm it.',
} as const
