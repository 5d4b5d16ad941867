import type { PayloadSlice } from '@/cms/slice'

import { backupTask } from './backup/job'
import { Backups } from './collections/Backups'

/** Operations: backups (and, with the status page, the site's health for the team). */
export const opsSlice: PayloadSlice = {
  collections: [Backups],
  tasks: [backupTask],
}
