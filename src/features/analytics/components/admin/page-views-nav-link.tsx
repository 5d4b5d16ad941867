'use client'

/** The admin navigation's "Reports" group: a link to the page views report (/admin/page-views). */
import { AdminNavLink } from '@/cms/admin/nav-link'

import { REPORT_VIEW_PATH } from '../../report/paths'

export function PageViewsNavLink() {
  return <AdminNavLink group="Reports" label="Page views" path={REPORT_VIEW_PATH} id="nav-page-views-report" />
}
