/**
 * What is on the shelf (the products collection's `stock` group: one count per size, or
 * `oneSize` for a product without sizes). Pure and browser-safe: the product page disables a size
 * at 0, and the server refuses an order for more than there is.
 */
export const PRODUCT_SIZES = ['S', 'M', 'L', 'XL'] as const
export type ProductSize = (typeof PRODUCT_SIZES)[number]

export type StockCounts = Partial<Record<ProductSize | 'oneSize', number | null>>

export type Stocked = {
  inStock?: boolean | null
  sizes?: readonly string[] | null
  stock?: StockCounts | null
}

export function isProductSize(value: unknown): value is ProductSize {
  return typeof value === 'string' && (PRODUCT_SIZES as readonly string[]).includes(value)
}

/** The stock key of a size: the size itself, or oneSize for a product without sizes. */
export function stockKeyOf(size: string | null | undefined): ProductSize | 'oneSize' {
  return isProductSize(size) ? size : 'oneSize'
}

/** How many of `size` (null: a product without sizes) can be sold; 0 when the product is not in stock. */
export function availableOf(product: Stocked, size: string | null | undefined): number {
  if (product.inStock === false) return 0
  const hasSizes = (product.sizes?.length ?? 0) > 0
  if (hasSizes && !(size && product.sizes?.includes(size))) return 0
  if (!hasSizes && size) return 0
  const count = product.stock?.[stockKeyOf(hasSizes ? size : null)]
  return typeof count === 'number' && count > 0 ? Math.floor(count) : 0
}

/** Whether anything of the product can be bought (the shop dims a card that cannot). */
export function isAvailable(product: Stocked): boolean {
  if (product.inStock === false) return false
  const sizes = product.sizes ?? []
  return sizes.length > 0 ? sizes.some((size) => availableOf(product, size) > 0) : availableOf(product, null) > 0
}

/** At or below this count, the product page and the cart say how many are left. */
export const FEW_LEFT = 5

/**
 * What the product page and the cart say of what is left of `size` (null: no size), or null when
 * there are plenty: "Only 2 left in size M", "Out of stock in size M".
 */
export function stockLeftNote(left: number, size: string | null): string | null {
  const inSize = size ? ` in size ${size}` : ''
  if (left <= 0) return `Out of stock${inSize}`
  return left <= FEW_LEFT ? `Only ${left} left${inSize}` : null
}
