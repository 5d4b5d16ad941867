import type { PayloadSlice } from '@/cms/slice'

import { StorySubmissions } from './collections/StorySubmissions'

/** Share your story: the submissions visitors send. */
export const submissionsSlice: PayloadSlice = {
  collections: [StorySubmissions],
}
