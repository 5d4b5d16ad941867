'use client'

/**
 * A link to a custom admin view in its own group of the admin's navigation, drawn like Payload's
 * own links (marked as the current page there).
 */
import { Link, NavGroup, useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

type AdminNavLinkProps = {
  group: string
  label: string
  /** The view's path below the admin route, e.g. /status. */
  path: `/${string}`
  id: string
}

export function AdminNavLink({ group, label, path, id }: AdminNavLinkProps) {
  const pathname = usePathname()
  const { config } = useConfig()
  const href = formatAdminURL({ adminRoute: config.routes.admin, path })
  const active = pathname === href
  return (
    <NavGroup label={group}>
      <Link className="nav__link" href={href} id={id} prefetch={false} aria-current={active ? 'page' : undefined}>
        {active && <div className="nav__link-indicator" />}
        <span className="nav__link-label">{label}</span>
      </Link>
    </NavGroup>
  )
}
