/**
 * /admin/status: the site's state for the team. Problems first, then one section per area.
 * A custom root view, so Payload checks nobody here: signed out goes to the login (and back here
 * after it), signed in without a staff role gets the admin's "Unauthorized" page. Rendered per
 * request (the admin is dynamic); every check has its time limit (../server/gather.ts).
 */
import type { AdminViewServerProps } from 'payload'

import { StaffAdminView } from '@/cms/admin/staff-view'

import { STATUS_VIEW_PATH } from '../paths'
import { statusProblems } from '../problems'
import { gatherStatus } from '../server/gather'
import { StatusReport } from './status-report'

export function StatusView(view: AdminViewServerProps) {
  return (
    <StaffAdminView
      view={view}
      path={STATUS_VIEW_PATH}
      title="Status"
      render={async ({ payload, href }) => {
        const facts = await gatherStatus(payload)
        return <StatusReport facts={facts} problems={statusProblems(facts)} href={href} />
      }}
    />
  )
}
