import type { PayloadSlice } from '@/cms/slice'

import { ContactMessages } from './collections/ContactMessages'

/** The contact form's messages. */
export const contactSlice: PayloadSlice = {
  collections: [ContactMessages],
}
