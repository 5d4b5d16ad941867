/** Where the search log lives (collection, admin view, import-map paths relative to src/). */
export const SEARCH_LOG_SLUG = 'search-queries'
/** Its SQL table (Payload's name for the slug). */
export const SEARCH_LOG_TABLE = 'search_queries'
export const SEARCH_LOG_VIEW_PATH = '/searches'
export const SEARCH_LOG_VIEW_COMPONENT = '/features/search/log/admin/search-log-view#SearchLogView'
export const SEARCH_LOG_NAV_LINK_COMPONENT = '/features/search/log/admin/search-log-nav-link#SearchLogNavLink'
/** Days of counts kept (the view shows the last 30). */
export const SEARCH_LOG_KEEP_DAYS = 90
export const SEARCH_LOG_REPORT_DAYS = 30
