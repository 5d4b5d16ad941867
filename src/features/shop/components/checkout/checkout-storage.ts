/**
 * The checkout carried from /checkout to /payment (SPEC §2: /payment needs the customer details
 * and the order): the server's order and the form's values, in session storage under one key, so
 * a reload of /payment keeps the order and "Back to Checkout" finds the form's values again. What
 * is read back is parsed (orderViewSchema, checkoutCustomerSchema), never trusted or cast.
 * Browser-safe; the storage is passed in (tests) or is the tab's session storage.
 */
import { z } from 'zod'

import { type CheckoutCustomer, checkoutCustomerSchema, type OrderView, orderViewSchema } from '../../schemas'

export const CHECKOUT_STORAGE_KEY = 'vanlife-voices-checkout'

/** The part of the Web Storage API used here (window.sessionStorage, or a stand-in). */
export type CheckoutStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type StoredCheckout = { order: OrderView; customer: CheckoutCustomer }

/** What was read: the whole checkout when both parts parse; the customer alone still prefills the form. */
export type StoredCheckoutRead = { checkout: StoredCheckout | null; customer: CheckoutCustomer | null }

const NOTHING: StoredCheckoutRead = { checkout: null, customer: null }

const storedSchema = z.object({ order: z.unknown().optional(), customer: z.unknown() })

/** Parses the stored text; anything that is not a checkout this module wrote reads as nothing. */
export function parseStoredCheckout(raw: string | null): StoredCheckoutRead {
  if (!raw) return NOTHING
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return NOTHING
  }
  const stored = storedSchema.safeParse(json)
  if (!stored.success) return NOTHING
  const order = orderViewSchema.safeParse(stored.data.order)
  const customer = checkoutCustomerSchema.safeParse(stored.data.customer)
  if (!customer.success) return NOTHING
  return { checkout: order.success ? { order: order.data, customer: customer.data } : null, customer: customer.data }
}

/** An in-memory stand-in, for a tab whose session storage cannot be used (blocked, or full). */
function memoryStorage(): CheckoutStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

const memory = memoryStorage()

/**
 * The tab's session storage, or (where it throws: storage blocked) the in-memory stand-in, which
 * lasts until the page reloads. Only in the browser.
 */
export function checkoutStorage(): CheckoutStorage {
  try {
    const storage = window.sessionStorage
    storage.getItem(CHECKOUT_STORAGE_KEY)
    return storage
  } catch {
    return memory
  }
}

/** The stored text (the in-memory copy first: it is newer), or null (nothing, or the storage refused). */
export function readStoredCheckoutText(storage: CheckoutStorage = checkoutStorage()): string | null {
  const kept = memory.getItem(CHECKOUT_STORAGE_KEY)
  if (kept !== null) return kept
  try {
    return storage.getItem(CHECKOUT_STORAGE_KEY)
  } catch {
    return null
  }
}

export function readStoredCheckout(storage: CheckoutStorage = checkoutStorage()): StoredCheckoutRead {
  return parseStoredCheckout(readStoredCheckoutText(storage))
}

/**
 * Keeps the created order and the form's values for /payment (replacing any earlier checkout).
 * When the storage refuses (full, blocked) the in-memory stand-in keeps it for this page's life:
 * /payment, reached by client navigation, still finds it. False only if the order does not parse.
 */
export function saveStoredCheckout(value: StoredCheckout, storage: CheckoutStorage = checkoutStorage()): boolean {
  const order = orderViewSchema.safeParse(value.order)
  const customer = checkoutCustomerSchema.safeParse(value.customer)
  if (!order.success || !customer.success) return false
  const text = JSON.stringify({ order: order.data, customer: customer.data })
  try {
    storage.setItem(CHECKOUT_STORAGE_KEY, text)
    memory.removeItem(CHECKOUT_STORAGE_KEY)
  } catch {
    memory.setItem(CHECKOUT_STORAGE_KEY, text)
    removeQuietly(storage)
  }
  return true
}

/** Forgets the checkout (after the order is paid, or to start over). */
export function clearStoredCheckout(storage: CheckoutStorage = checkoutStorage()): void {
  memory.removeItem(CHECKOUT_STORAGE_KEY)
  removeQuietly(storage)
}

/** Drops an earlier checkout from the storage, so it never shadows a newer one; a refusal is ignored. */
function removeQuietly(storage: CheckoutStorage): void {
  try {
    storage.removeItem(CHECKOUT_STORAGE_KEY)
  } catch {
    // A storage that refuses to remove cannot be helped; the in-memory copy is read first anyway.
  }
}
