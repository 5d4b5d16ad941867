/**
 * /admin/page-views: the team's view of page views for the last 30 days (UTC): views per day as a
 * chart with its table, the top pages and the top referring sites, and the CSV download.
 * A custom root view, so Payload checks nobody here: signed out goes to the login (and back
 * here after it), signed in without a staff role gets the admin's "Unauthorized" page.
 */
import type { AdminViewServerProps } from 'payload'

import { RankTable } from '@/cms/admin/rank-table'
import reportStyles from '@/cms/admin/report.module.css'
import { StaffAdminView } from '@/cms/admin/staff-view'

import { count, longDay } from '../../report/format'
import { reportCsvHref, REPORT_VIEW_PATH } from '../../report/paths'
import { pageViewReport, type PageViewReport } from '../../report/query'
import { PageViewsChart } from './page-views-chart'
import styles from './page-views.module.css'

function Report({ report, csvHref }: { report: PageViewReport; csvHref: string }) {
  const first = report.days[0]
  const last = report.days[report.days.length - 1]
  return (
    <div className={reportStyles.report} data-testid="page-views-report">
      <header className={styles.header}>
        <div>
          <h1 className={reportStyles.title}>Page views</h1>
          <p className={reportStyles.lede}>
            The last {report.days.length} days, {longDay(first)} to {longDay(last)} (days in UTC). Counted without
            cookies or personal data: each view is a page, a time and, when a visitor came from another site, that
            site&apos;s name. Bots are not counted.
          </p>
        </div>
        <a className={styles.download} href={csvHref} download>
          Download CSV
        </a>
      </header>

      <p className={styles.total} data-testid="page-views-total">
        <strong>{count(report.total)}</strong> {report.total === 1 ? 'view' : 'views'} in {report.days.length} days
      </p>

      <PageViewsChart daily={report.daily} />

      <div className={reportStyles.panels}>
        <RankTable
          caption="Top pages"
          columns={['Page', 'Views']}
          rows={report.topPages.map((page) => ({ key: page.path, count: page.views }))}
          format={count}
          empty="No page was viewed in these days."
          testId="page-views-top-pages"
        />
        <RankTable
          caption="Top referring sites"
          columns={['Site', 'Views']}
          rows={report.topReferrers.map((site) => ({ key: site.host, count: site.views }))}
          format={count}
          empty="No visitor came from another site in these days."
          testId="page-views-top-referrers"
        />
      </div>
    </div>
  )
}

export function PageViewsView(view: AdminViewServerProps) {
  return (
    <StaffAdminView
      view={view}
      path={REPORT_VIEW_PATH}
      title="Page views"
      render={async ({ payload, apiRoute }) => (
        <Report report={await pageViewReport(payload)} csvHref={reportCsvHref(apiRoute)} />
      )}
    />
  )
}
