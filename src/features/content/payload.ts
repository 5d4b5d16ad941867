import type { PayloadSlice } from '@/cms/slice'

import { Articles } from './collections/Articles'
import { Authors } from './collections/Authors'
import { Media } from './collections/Media'
import { Stories } from './collections/Stories'
import { Videos } from './collections/Videos'
import { VanlifePage } from './globals/VanlifePage'

export { withScheduledPublishReports } from './scheduled-publish/report'

/** Stories, articles, their authors, the media library (images and videos) and the /vanlife page. */
export const contentSlice: PayloadSlice = {
  collections: [Stories, Articles, Authors, Media, Videos],
  globals: [VanlifePage],
}
