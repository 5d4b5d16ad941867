/**
 * The cart (SPEC §3 "Cart item", §4 "Cart actions"): a reducer over its lines and the totals
 * recomputed after each change. Prices here are for display only: the server looks every price
 * up again when the order is created. Pure and browser-safe; ../components/cart holds the store
 * that keeps it in local storage.
 */

/** Stands for "no size" in a line id (a product without sizes). */
export const NO_SIZE = 'one-size'

/** The most of one line (the product page caps it by the stock it knows). */
export const MAX_LINE_QUANTITY = 99

export type CartItem = {
  /** productId, size (or NO_SIZE) and when the line was added: "12:M:1732700000000". */
  id: string
  productId: string
  name: string
  /** Unit price in integer cents, as the product page showed it. */
  price: number
  quantity: number
  size?: string
  /** The product's first image, for the cart panel and the order summary. */
  image?: { url: string; alt: string }
  slug: string
}

export type CartState = {
  items: CartItem[]
  /** Sum of price × quantity, in cents. */
  total: number
  /** Sum of quantities. */
  itemCount: number
}

export type NewCartItem = Omit<CartItem, 'id'>

export type CartAction =
  | { type: 'load'; items: CartItem[] }
  | { type: 'add'; item: NewCartItem; now: number }
  | { type: 'remove'; id: string }
  | { type: 'setQuantity'; id: string; quantity: number }
  | { type: 'clear' }

export const EMPTY_CART: CartState = { items: [], total: 0, itemCount: 0 }

export function cartLineId(productId: string, size: string | undefined, now: number): string {
  return `${productId}:${size ?? NO_SIZE}:${now}`
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.floor(quantity))
}

/** The state of `items`, with its totals. */
export function cartOf(items: CartItem[]): CartState {
  return {
    items,
    total: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
  }
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'load':
      return cartOf(action.items)
    case 'add': {
      const { item, now } = action
      if (!(item.quantity > 0)) return state
      const same = state.items.find((line) => line.productId === item.productId && line.size === item.size)
      if (same) {
        return cartOf(
          state.items.map((line) =>
            line === same ? { ...line, ...item, quantity: clampQuantity(line.quantity + item.quantity) } : line,
          ),
        )
      }
      const line: CartItem = {
        ...item,
        quantity: clampQuantity(item.quantity),
        id: cartLineId(item.productId, item.size, now),
      }
      return cartOf([...state.items, line])
    }
    case 'remove':
      return cartOf(state.items.filter((line) => line.id !== action.id))
    case 'setQuantity':
      if (!(action.quantity > 0)) return cartOf(state.items.filter((line) => line.id !== action.id))
      return cartOf(
        state.items.map((line) =>
          line.id === action.id ? { ...line, quantity: clampQuantity(action.quantity) } : line,
        ),
      )
    case 'clear':
      return EMPTY_CART
  }
}

/** The cart's lines read back from storage: anything not shaped like a line is dropped. */
export function readStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return []
  return value.filter(isCartItem).map((item) => ({ ...item, quantity: clampQuantity(item.quantity) }))
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return (
    typeof item.id === 'string' &&
    typeof item.productId === 'string' &&
    typeof item.name === 'string' &&
    typeof item.slug === 'string' &&
    Number.isInteger(item.price) &&
    (item.price as number) >= 0 &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) > 0 &&
    (item.size === undefined || typeof item.size === 'string') &&
    (item.image === undefined ||
      (typeof item.image === 'object' &&
        item.image !== null &&
        typeof (item.image as Record<string, unknown>).url === 'string' &&
        typeof (item.image as Record<string, unknown>).alt === 'string'))
  )
}
