'use client'

/** The admin navigation's "Reports" group: a link to the searches report (/admin/searches). */
import { AdminNavLink } from '@/cms/admin/nav-link'

import { SEARCH_LOG_VIEW_PATH } from '../paths'

export function SearchLogNavLink() {
  return <AdminNavLink group="Reports" label="Searches" path={SEARCH_LOG_VIEW_PATH} id="nav-search-log-report" />
}
