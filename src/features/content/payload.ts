import type { PayloadSlice } from '@/cms/slice'

import { Articles } from './collections/Articles'
import { Authors } from './collections/Authors'
import { Media } from './collections/Media'
import { Stories } from './collections/Stories'

export { withScheduledPublishReports } from './scheduled-publish/report'

/** Stories, articles, their authors and the media library. */
export const contentSlice: PayloadSlice = {
  collections: [Stories, Articles, Authors, Media],
}
