import type { PayloadSlice } from '@/cms/slice'

import { Emails } from './collections/Emails'
import { sendEmailTask } from './jobs/sendEmail'

/** The outbox: every email the site sends, and the job that delivers it. */
export const emailSlice: PayloadSlice = {
  collections: [Emails],
  tasks: [sendEmailTask],
}

/** Payload's own emails (member verification, password reset) go through the same outbox. */
export { emailAdapter } from './adapter'
