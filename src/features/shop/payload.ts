import type { PayloadSlice } from '@/cms/slice'

import { Orders } from './collections/Orders'
import { Products } from './collections/Products'

/** The merch shop: its products and orders. */
export const shopSlice: PayloadSlice = {
  collections: [Products, Orders],
}
