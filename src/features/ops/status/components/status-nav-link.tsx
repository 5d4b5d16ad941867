'use client'

/** The admin navigation's "Site" group: a link to the status page (/admin/status). */
import { Link, NavGroup, useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

import { STATUS_VIEW_PATH } from '../paths'

export function StatusNavLink() {
  const pathname = usePathname()
  const { config } = useConfig()
  const href = formatAdminURL({ adminRoute: config.routes.admin, path: STATUS_VIEW_PATH })
  const active = pathname === href
  return (
    <NavGroup label="Site">
      <Link
        className="nav__link"
        href={href}
        id="nav-site-status"
        prefetch={false}
        aria-current={active ? 'page' : undefined}
      >
        {active && <div className="nav__link-indicator" />}
        <span className="nav__link-label">Status</span>
      </Link>
    </NavGroup>
  )
}
