import { emailBrand } from '@/features/email'

import { NewsletterDigestEmail } from '../emails/digest-email'
import type { DigestContent } from './content'

/** The email for one recipient (their own unsubscribe link). */
export function digestEmail(content: DigestContent, recipientUnsubscribeUrl: string) {
  return NewsletterDigestEmail({
    ...emailBrand(),
    unsubscribeUrl: recipientUnsubscribeUrl,
    stories: content.stories,
    articles: content.articles,
  })
}
