/**
 * An order's lines priced from the products collection (never from the browser): each line's
 * product, size and quantity checked against what is for sale and on the shelf, its unit price
 * looked up in dollars and turned into cents, and the totals (8% tax, free shipping). Pure: the
 * caller loads the products.
 */
import { toCents, type Totals, totalsOf } from '../logic/money'
import { mergeLines } from '../logic/order-lines'
import { availableOf, isProductSize, type ProductSize, type Stocked } from '../logic/stock'
import { SHOP_MESSAGES, type OrderLineRequest } from '../schemas'

export type PricedProduct = Stocked & {
  id: string
  name: string
  slug: string
  /** Dollars, as staff typed it. */
  price: number
  image: { url: string; alt: string } | null
}

export type PricedLine = {
  productId: string
  productName: string
  productSlug: string
  image: { url: string; alt: string } | null
  size: ProductSize | null
  quantity: number
  /** Cents. */
  unitPrice: number
  totalPrice: number
}

export type PricedOrder = { ok: true; lines: PricedLine[]; totals: Totals } | { ok: false; error: string }

export function priceOrder(
  requested: readonly OrderLineRequest[],
  products: ReadonlyMap<string, PricedProduct>,
): PricedOrder {
  const lines: PricedLine[] = []
  for (const line of mergeLines(requested)) {
    const product = products.get(line.productId)
    if (!product) return { ok: false, error: SHOP_MESSAGES.productUnavailable('An item in your cart') }
    const hasSizes = (product.sizes?.length ?? 0) > 0
    if (hasSizes && !line.size) return { ok: false, error: SHOP_MESSAGES.sizeMissing(product.name) }
    if (hasSizes && !(isProductSize(line.size) && product.sizes?.includes(line.size))) {
      return { ok: false, error: SHOP_MESSAGES.sizeUnavailable(product.name, String(line.size)) }
    }
    const size = hasSizes && isProductSize(line.size) ? line.size : null
    const available = availableOf(product, size)
    if (available === 0) {
      return {
        ok: false,
        error: size
          ? SHOP_MESSAGES.sizeUnavailable(product.name, size)
          : SHOP_MESSAGES.productUnavailable(product.name),
      }
    }
    if (line.quantity > available)
      return { ok: false, error: SHOP_MESSAGES.notEnoughStock(product.name, size, available) }
    const unitPrice = toCents(product.price)
    lines.push({
      productId: product.id,
      productName: product.name,
      productSlug: product.slug,
      image: product.image,
      size,
      quantity: line.quantity,
      unitPrice,
      totalPrice: unitPrice * line.quantity,
    })
  }
  return { ok: true, lines, totals: totalsOf(lines) }
}
