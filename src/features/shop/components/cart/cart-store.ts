/**
 * The browser's one cart (SPEC §4 "Cart actions"), an external store for useSyncExternalStore
 * over ../../logic/cart's reducer: no provider, so the header's cart button stays a tiny island
 * and any page (checkout, payment) reads the same cart.
 *
 * - Restored from local storage (one fixed key) the first time it is read in the browser; until
 *   then, and always on the server, the snapshot is the empty cart with `ready: false`.
 * - Saved on every change; `clear` removes the stored copy. A storage failure (private mode,
 *   quota, storage disabled) is only logged (SPEC §8 "Cart storage failure"): the cart keeps
 *   working for this page.
 * - Follows the other tabs: a change there (the storage event) is loaded here, not saved again.
 */
import {
  type CartItem,
  cartReducer,
  type CartState,
  EMPTY_CART,
  type NewCartItem,
  readStoredCart,
} from '../../logic/cart'

/** The one local-storage key of the cart (SPEC §4: "under one fixed key"). */
export const CART_STORAGE_KEY = 'vanlife-voices-cart'

export type CartSnapshot = CartState & {
  /** False until the cart was restored from storage (always false on the server). */
  ready: boolean
}

const SERVER_SNAPSHOT: CartSnapshot = { ...EMPTY_CART, ready: false }

let snapshot: CartSnapshot = SERVER_SNAPSHOT
let started = false
const listeners = new Set<() => void>()

const inBrowser = () => typeof window !== 'undefined'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch (error) {
    // Reading the property itself throws where storage is disabled.
    console.error('The cart cannot use local storage', error)
    return null
  }
}

function readStorage(): CartItem[] {
  try {
    const raw = storage()?.getItem(CART_STORAGE_KEY)
    return raw ? readStoredCart(JSON.parse(raw) as unknown) : []
  } catch (error) {
    console.error('The saved cart could not be read', error)
    return []
  }
}

function writeStorage(items: CartItem[]): void {
  try {
    const store = storage()
    if (!store) return
    if (items.length === 0) store.removeItem(CART_STORAGE_KEY)
    else store.setItem(CART_STORAGE_KEY, JSON.stringify(items))
  } catch (error) {
    console.error('The cart could not be saved', error)
  }
}

function publish(state: CartState): void {
  snapshot = { ...state, ready: true }
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent): void {
  // key null: another tab cleared the whole storage.
  if (event.key !== null && event.key !== CART_STORAGE_KEY) return
  publish(cartReducer(snapshot, { type: 'load', items: readStorage() }))
}

/** Restores the cart and follows the other tabs; once, in the browser only. */
function start(): void {
  if (started || !inBrowser()) return
  started = true
  snapshot = { ...cartReducer(EMPTY_CART, { type: 'load', items: readStorage() }), ready: true }
  window.addEventListener('storage', onStorage)
}

function change(action: Parameters<typeof cartReducer>[1]): void {
  if (!inBrowser()) return
  start()
  const next = cartReducer(snapshot, action)
  if (next === snapshot) return
  if (action.type === 'clear') writeStorage([])
  else writeStorage(next.items)
  publish(next)
}

export function subscribe(listener: () => void): () => void {
  start()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getSnapshot(): CartSnapshot {
  start()
  return snapshot
}

export function getServerSnapshot(): CartSnapshot {
  return SERVER_SNAPSHOT
}

/** Adds a line, or more of the same product and size (SPEC §4). */
export function addToCart(item: NewCartItem): void {
  change({ type: 'add', item, now: Date.now() })
}

export function removeFromCart(id: string): void {
  change({ type: 'remove', id })
}

/** Sets a line's quantity; zero or less removes the line (SPEC §5). */
export function setCartQuantity(id: string, quantity: number): void {
  change({ type: 'setQuantity', id, quantity })
}

/** Replaces the cart with `items` (a cart carried from another address of the site) and saves it. */
export function replaceCart(items: CartItem[]): void {
  change({ type: 'load', items })
}

/** Empties the cart and removes the stored copy (SPEC §4). */
export function clearCart(): void {
  change({ type: 'clear' })
}
