import type { PayloadSlice } from '@/cms/slice'

import { NewsletterIssues } from './collections/NewsletterIssues'
import { Subscribers } from './collections/Subscribers'
import { newsletterDigestTask } from './jobs/newsletterDigest'

/** The built-in subscriber list, the weekly issues and the job that sends them. */
export const newsletterSlice: PayloadSlice = {
  collections: [Subscribers, NewsletterIssues],
  tasks: [newsletterDigestTask],
}
