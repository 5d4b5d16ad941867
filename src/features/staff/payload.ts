import type { PayloadSlice } from '@/cms/slice'

import { Users } from './collections/Users'

/** Staff logins of the admin (admin, editor). */
export const staffSlice: PayloadSlice = {
  collections: [Users],
}
