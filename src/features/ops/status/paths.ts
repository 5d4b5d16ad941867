/** Where the status page lives in the admin. */

/** The admin view: /admin/status. */
export const STATUS_VIEW_PATH = '/status'

/** The admin components (import map paths, relative to src/). */
export const STATUS_VIEW_COMPONENT = '/features/ops/status/components/status-view#StatusView'
export const STATUS_NAV_LINK_COMPONENT = '/features/ops/status/components/status-nav-link#StatusNavLink'
