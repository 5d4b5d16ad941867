import type { PayloadSlice } from '@/cms/slice'

import { searchLogCleanupTask } from './cleanup-task'
import { SearchQueries } from './collection'
import { SEARCH_LOG_NAV_LINK_COMPONENT, SEARCH_LOG_VIEW_COMPONENT, SEARCH_LOG_VIEW_PATH } from './paths'

/**
 * The search log (issue 25 point 6): the counts, their daily clean-up and the staff's report
 * (/admin/searches). Part of the search slice; assembled by src/payload.config.ts.
 */
export const searchLogSlice: PayloadSlice = {
  collections: [SearchQueries],
  tasks: [searchLogCleanupTask],
  admin: {
    views: {
      searchLog: {
        Component: SEARCH_LOG_VIEW_COMPONENT,
        path: SEARCH_LOG_VIEW_PATH,
        exact: true,
        meta: { title: 'Searches' },
      },
    },
    afterNavLinks: [SEARCH_LOG_NAV_LINK_COMPONENT],
  },
}
