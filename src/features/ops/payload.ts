import type { PayloadSlice } from '@/cms/slice'

import { Backups } from './collections/Backups'

/** Operations: backups (and, with the status page, the site's health for the team). */
export const opsSlice: PayloadSlice = {
  collections: [Backups],
  // Live mode: which stand-ins this site runs on, above every admin page.
  admin: { header: ['/features/ops/components/admin/stand-ins-banner#StandInsBanner'] },
}
