/**
 * An order's lines as product, size and quantity: merged (the same product and size asked twice
 * is one line of both quantities) and compared (is this the cart the pending order was made of?).
 * Pure and browser-safe.
 */
export type OrderLine = { productId: string; size: string | null; quantity: number }

const keyOf = (line: Pick<OrderLine, 'productId' | 'size'>) => `${line.productId}:${line.size ?? ''}`

/** The same product and size asked twice is one line of both quantities (first-seen order kept). */
export function mergeLines<L extends OrderLine>(lines: readonly L[]): L[] {
  const merged = new Map<string, L>()
  for (const line of lines) {
    const key = keyOf(line)
    const seen = merged.get(key)
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line })
  }
  return [...merged.values()]
}

/** Whether two carts ask for the same quantities of the same products and sizes, in any order. */
export function sameLines(a: readonly OrderLine[], b: readonly OrderLine[]): boolean {
  const left = new Map(mergeLines(a).map((line) => [keyOf(line), line.quantity]))
  const right = mergeLines(b)
  return left.size === right.length && right.every((line) => left.get(keyOf(line)) === line.quantity)
}
