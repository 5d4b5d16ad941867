'use client'

/**
 * What is left of the cart's products, asked of GET /api/shop/stock each time the cart panel
 * opens (or its products change while it is open): per product id, how many of each size (or
 * `oneSize`) can be bought. Null until known, or when the answer does not come (the cart then
 * shows no counts; the server checks again at checkout).
 */
import { useEffect, useState } from 'react'

import { SHOP_ENDPOINTS, type StockAnswer, stockAnswerSchema } from '../../schemas'

export type StockLeft = StockAnswer['available']

async function fetchStockLeft(ids: string, signal: AbortSignal): Promise<StockLeft | null> {
  try {
    const response = await fetch(`${SHOP_ENDPOINTS.stock}?ids=${encodeURIComponent(ids)}`, { signal })
    if (!response.ok) return null
    const parsed = stockAnswerSchema.safeParse(await response.json())
    return parsed.success ? parsed.data.available : null
  } catch {
    return null
  }
}

export function useStockLeft(productIds: readonly string[], open: boolean): StockLeft | null {
  const ids = [...new Set(productIds)].sort().join(',')
  const [known, setKnown] = useState<{ ids: string; left: StockLeft } | null>(null)
  useEffect(() => {
    if (!open || !ids) return
    const controller = new AbortController()
    void fetchStockLeft(ids, controller.signal).then((left) => {
      if (left && !controller.signal.aborted) setKnown({ ids, left })
    })
    return () => controller.abort()
  }, [ids, open])
  return known?.ids === ids ? known.left : null
}
