'use client'

/** The admin navigation's "Site" group: a link to the status page (/admin/status). */
import { AdminNavLink } from '@/cms/admin/nav-link'

import { STATUS_VIEW_PATH } from '../paths'

export function StatusNavLink() {
  return <AdminNavLink group="Site" label="Status" path={STATUS_VIEW_PATH} id="nav-site-status" />
}
