/**
 * /admin/status: the site's state for the team. Problems first, then one section per area.
 * A custom root view, so Payload checks nobody here: signed out goes to the login (and back here
 * after it), signed in without a staff role gets the admin's "Unauthorized" page. Rendered per
 * request (the admin is dynamic); every check has its time limit (../server/gather.ts).
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStaffUser } from '@/cms/access'

import { STATUS_VIEW_PATH } from '../paths'
import { statusProblems } from '../problems'
import { gatherStatus } from '../server/gather'
import { StatusReport } from './status-report'

export async function StatusView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { payload, user } = req
  const { routes, admin } = payload.config
  const here = formatAdminURL({ adminRoute: routes.admin, path: STATUS_VIEW_PATH })

  if (!user) {
    const login = formatAdminURL({ adminRoute: routes.admin, path: admin.routes.login })
    redirect(`${login}?redirect=${encodeURIComponent(here)}`)
  }
  if (!isStaffUser(user)) redirect(formatAdminURL({ adminRoute: routes.admin, path: admin.routes.unauthorized }))

  const facts = await gatherStatus(payload)

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
      <SetStepNav nav={[{ label: 'Status' }]} />
      <Gutter>
        <StatusReport facts={facts} problems={statusProblems(facts)} href={here} />
      </Gutter>
    </DefaultTemplate>
  )
}
