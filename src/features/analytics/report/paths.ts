/** Where the page views report lives in the admin and the REST API. */

/** The admin view: /admin/page-views. */
export const REPORT_VIEW_PATH = '/page-views'

/** The CSV download, an endpoint of the page-views collection: GET /api/page-views/report.csv. */
export const REPORT_CSV_PATH = '/report.csv'

/** The collection the views are recorded in. */
export const PAGE_VIEWS_SLUG = 'page-views'

/** The admin components (import map paths, relative to src/). */
export const REPORT_VIEW_COMPONENT = '/features/analytics/components/admin/page-views-view#PageViewsView'
export const REPORT_NAV_LINK_COMPONENT = '/features/analytics/components/admin/page-views-nav-link#PageViewsNavLink'

/** The CSV's URL under the API route (config.routes.api, "/api" by default). */
export function reportCsvHref(apiRoute: string): string {
  return `${apiRoute}/${PAGE_VIEWS_SLUG}${REPORT_CSV_PATH}`
}
