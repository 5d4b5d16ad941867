import type { PayloadSlice } from '@/cms/slice'

import { Members } from './collections/Members'

/** Member accounts of the site (kept apart from staff users). */
export const accountsSlice: PayloadSlice = {
  collections: [Members],
}
