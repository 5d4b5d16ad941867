import type { PayloadSlice } from '@/cms/slice'

import { PageViews } from './collections/PageViews'

/** Built-in, cookie-less page views. */
export const analyticsSlice: PayloadSlice = {
  collections: [PageViews],
}
