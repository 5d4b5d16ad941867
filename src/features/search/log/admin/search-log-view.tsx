/**
 * /admin/searches: what visitors searched for over the last 30 days (UTC), the top queries and
 * those that found nothing, as query text and counts only. A custom root view: StaffAdminView
 * checks the user (signed out → login, not staff → Unauthorized).
 */
import type { AdminViewServerProps } from 'payload'

import { StaffAdminView } from '@/cms/admin/staff-view'

import { SEARCH_LOG_REPORT_DAYS, SEARCH_LOG_VIEW_PATH } from '../paths'
import { type SearchRank, searchLogReport } from '../report'
import styles from './search-log.module.css'

const number = new Intl.NumberFormat('en-US')

function RankTable(props: {
  caption: string
  column: string
  rows: readonly SearchRank[]
  empty: string
  testId: string
}) {
  return (
    <section className={styles.panel}>
      <h2 className={styles.panelTitle}>{props.caption}</h2>
      {props.rows.length === 0 ? (
        <p className={styles.empty}>{props.empty}</p>
      ) : (
        <table className={styles.table} data-testid={props.testId}>
          <thead>
            <tr>
              <th scope="col">Query</th>
              <th scope="col" className={styles.number}>
                {props.column}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.term}>
                <th scope="row">{row.term}</th>
                <td className={styles.number}>{number.format(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

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
                column="Searches"
                rows={report.top}
                empty="Nobody searched in these days."
                testId="search-log-top"
              />
              <RankTable
                caption={`Searches that found nothing (last ${SEARCH_LOG_REPORT_DAYS} days)`}
                column="Searches"
                rows={report.nothingFound}
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
