import type { PayloadSlice } from '@/cms/slice'

import { PageViews } from './collections/PageViews'
import { REPORT_NAV_LINK_COMPONENT, REPORT_VIEW_COMPONENT, REPORT_VIEW_PATH } from './report/paths'

/** Built-in, cookie-less page views, and the team's report of them (/admin/page-views, staff only). */
export const analyticsSlice: PayloadSlice = {
  collections: [PageViews],
  admin: {
    views: {
      pageViews: {
        Component: REPORT_VIEW_COMPONENT,
        path: REPORT_VIEW_PATH,
        exact: true,
        meta: { title: 'Page views' },
      },
    },
    afterNavLinks: [REPORT_NAV_LINK_COMPONENT],
  },
}
