/**
 * /admin/searches: what visitors searched for over the last 30 days (UTC), the top queries and
 * those that found nothing, as query text and counts only. A custom root view: StaffAdminView
 * checks the user (signed out → login, not staff → Unauthorized).
 */
import type { AdminViewServerProps } from 'payload'

import { RankTable } from '@/cms/admin/rank-table'
import styles from '@/cms/admin/report.module.css'
import { StaffAdminView } from '@/cms/admin/staff-view'

import { SEARCH_LOG_REPORT_DAYS, SEARCH_LOG_VIEW_PATH } from '../paths'
import { type SearchRank, searchLogReport } from '../report'

const number = new Intl.NumberFormat('en-US')
const ranks = (rows: readonly SearchRank[]) => rows.map((row) => ({ key: row.term, count: row.count }))

export function SearchLogView(view: AdminViewServerProps) {
  return (
    <StaffAdminView
      view={view}
      path={SEARCH_LOG_VIEW_PATH}
      title="Searches"
      render={async ({ payload }) => {
        const report = await searchLogReport(payload)
        return (
          <div className={styles.report} data-testid="search-log-report">
            <header>
              <h1 className={styles.title}>Searches</h1>
              <p className={styles.lede}>
                What visitors searched for in the last {SEARCH_LOG_REPORT_DAYS} days (days in UTC), as they typed it in
                lower case. Counted without cookies or personal data: a query and how often, nothing about who. Counts
                reach this page within a minute.
              </p>
            </header>
            <div className={styles.panels}>
              <RankTable
                caption={`Top searches (last ${SEARCH_LOG_REPORT_DAYS} days)`}
                columns={['Query', 'Searches']}
                rows={ranks(report.top)}
                format={(count) => number.format(count)}
                empty="Nobody searched in these days."
                testId="search-log-top"
              />
              <RankTable
                caption={`Searches that found nothing (last ${SEARCH_LOG_REPORT_DAYS} days)`}
                columns={['Query', 'Searches']}
                rows={ranks(report.nothingFound)}
                format={(count) => number.format(count)}
                empty="Every search found something."
                testId="search-log-nothing-found"
              />
            </div>
          </div>
        )
      }}
    />
  )
}
