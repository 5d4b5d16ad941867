import type { PayloadSlice } from '@/cms/slice'

import { backupTask } from './backup/job'
import { Backups } from './collections/Backups'
import { STATUS_NAV_LINK_COMPONENT, STATUS_VIEW_COMPONENT, STATUS_VIEW_PATH } from './status/paths'

/** Operations: backups (and, with the status page, the site's health for the team). */
export const opsSlice: PayloadSlice = {
  collections: [Backups],
  admin: {
    // Live mode: which stand-ins this site runs on, above every admin page.
    header: ['/features/ops/components/admin/stand-ins-banner#StandInsBanner'],
    // The team's status page (/admin/status, staff only) and its link in the navigation.
    views: {
      siteStatus: { Component: STATUS_VIEW_COMPONENT, path: STATUS_VIEW_PATH, exact: true, meta: { title: 'Status' } },
    },
    afterNavLinks: [STATUS_NAV_LINK_COMPONENT],
  },
  tasks: [backupTask],
}
