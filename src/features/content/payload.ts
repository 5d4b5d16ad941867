import type { PayloadSlice } from '@/cms/slice'

import { Articles } from './collections/Articles'
import { Authors } from './collections/Authors'
import { Media } from './collections/Media'
import { Stories } from './collections/Stories'
import { Videos } from './collections/Videos'

/** Stories, articles, their authors and the media library (images and videos). */
export const contentSlice: PayloadSlice = {
  collections: [Stories, Articles, Authors, Media, Videos],
}
