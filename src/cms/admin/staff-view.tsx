/**
 * The frame of a custom admin view for staff (a root view: Payload checks nobody there). Signed
 * out, the visitor goes to the login and comes back to `path` after it; signed in without a staff
 * role, to the admin's "Unauthorized" page. Staff get the admin's template with `title` in the
 * step navigation and what `render` gives, inside the gutter.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { ReactNode } from 'react'

import { isStaffUser } from '@/cms/access'

type StaffViewProps = {
  view: AdminViewServerProps
  /** The view's path below the admin route, e.g. /status. */
  path: string
  title: string
  /** The view's content, given Payload and the view's own admin URL. */
  render: (context: { payload: Payload; href: string; apiRoute: string }) => Promise<ReactNode>
}

export async function StaffAdminView({ view, path, title, render }: StaffViewProps) {
  const { initPageResult, params, searchParams } = view
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { payload, user } = req
  const { routes, admin } = payload.config
  const href = formatAdminURL({ adminRoute: routes.admin, path: path as `/${string}` })

  if (!user) {
    const login = formatAdminURL({ adminRoute: routes.admin, path: admin.routes.login })
    redirect(`${login}?redirect=${encodeURIComponent(href)}`)
  }
  if (!isStaffUser(user)) redirect(formatAdminURL({ adminRoute: routes.admin, path: admin.routes.unauthorized }))

  const content = await render({ payload, href, apiRoute: routes.api })

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <SetStepNav nav={[{ label: title }]} />
      <Gutter>{content}</Gutter>
    </DefaultTemplate>
  )
}
