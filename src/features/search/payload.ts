import type { PayloadSlice } from '@/cms/slice'

import { searchLogCleanupTask } from './log/cleanup-task'
import { SearchQueries } from './log/collection'
import { SEARCH_LOG_NAV_LINK_COMPONENT, SEARCH_LOG_VIEW_COMPONENT, SEARCH_LOG_VIEW_PATH } from './log/paths'

/**
 * What the search slice adds to Payload: the search log (issue 25 point 6), its daily clean-up
 * and the staff's report (/admin/searches). The index's hooks are wired by the collections'
 * owners (src/features/search/index.ts searchIndexing).
 */
export const searchSlice: PayloadSlice = {
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
