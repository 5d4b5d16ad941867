import type { ShopProduct } from '../product'
import { ProductCard } from './product-card'

/** The cards above the fold on a phone and on a wide screen: their images load at once. */
const EAGER_CARDS = 3

/** The /shop grid: featured products first, then by name (the order they come in). */
export function ProductGrid({ products }: { products: readonly ShopProduct[] }) {
  return (
    <ul aria-label="Products" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  )
}
