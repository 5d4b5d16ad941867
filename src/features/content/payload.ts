import type { PayloadSlice } from '@/cms/slice'
import { objectStoragePlugin } from '@/integrations/s3'
import { env } from '@/lib/env'

import { Articles } from './collections/Articles'
import { Authors } from './collections/Authors'
import { Media } from './collections/Media'
import { Stories } from './collections/Stories'
import { Videos } from './collections/Videos'
import { VanlifePage } from './globals/VanlifePage'
import { UPLOAD_FOLDERS } from './upload-folders'

export { withScheduledPublishReports } from './scheduled-publish/report'

/** Stories, articles, their authors, the media library (images and videos) and the /vanlife page. */
export const contentSlice: PayloadSlice = {
  collections: [Stories, Articles, Authors, Media, Videos],
  globals: [VanlifePage],
  // With S3_BUCKET, the uploads live in the bucket (ADR 0032); the plugin's fields are there either way.
  plugins: [objectStoragePlugin(env.objectStorage, UPLOAD_FOLDERS)],
}
