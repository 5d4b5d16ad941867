'use client'

import { ShopError } from '@/features/shop/components/shop-error'

/** The shop's products could not be read (SPEC §8 "Product load failure"). */
export default function ShopErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ShopError reset={reset} />
}
