'use client'

/** The admin navigation's "Reports" group: a link to the page views report (/admin/page-views). */
import { Link, NavGroup, useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

import { REPORT_VIEW_PATH } from '../../report/paths'

export function PageViewsNavLink() {
  const pathname = usePathname()
  const { config } = useConfig()
  const href = formatAdminURL({ adminRoute: config.routes.admin, path: REPORT_VIEW_PATH })
  const active = pathname === href
  return (
    <NavGroup label="Reports">
      <Link
        className="nav__link"
        href={href}
        id="nav-page-views-report"
        prefetch={false}
        aria-current={active ? 'page' : undefined}
      >
        {active && <div className="nav__link-indicator" />}
        <span className="nav__link-label">Page views</span>
      </Link>
    </NavGroup>
  )
}
