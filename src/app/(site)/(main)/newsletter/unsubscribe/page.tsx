import type { Metadata } from 'next'

import { Button } from '@/components/ui/button'
import { checkUnsubscribeToken } from '@/features/newsletter/builtin'
import { UNSUBSCRIBE_API_PATH } from '@/features/newsletter/links'
import { NewsletterMessagePanel, type PanelLink } from '@/features/newsletter/message-panel'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'
import { getPayloadClient } from '@/payload-client'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getMetadataSite()
  return {
    ...buildMetadata(
      { title: 'Unsubscribe', description: `Unsubscribe from the ${site.productName} newsletter.` },
      site,
    ),
    robots: { index: false, follow: false },
  }
}

const STORIES: PanelLink = { href: '/stories', label: 'Read the latest stories' }
const HOME: PanelLink = { href: '/', label: 'Back to home' }

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The unsubscribe link of newsletter emails: shows a button (a plain form POSTing to
 * /api/newsletter/unsubscribe, no JavaScript needed), which redirects back here with done=1.
 */
export default async function NewsletterUnsubscribePage({ searchParams }: PageProps) {
  const params = await searchParams
  const site = await getSiteInfo()
  const product = site.productName

  if (params.done === '1') {
    return (
      <NewsletterMessagePanel title="You have been unsubscribed" links={[STORIES, HOME]}>
        <p>
          You will no longer receive the {product} newsletter. Changed your mind? You can subscribe again any time from
          the site footer.
        </p>
      </NewsletterMessagePanel>
    )
  }
  if (params.error === '1') {
    return (
      <NewsletterMessagePanel title="Something went wrong" links={[HOME]}>
        <p>We could not unsubscribe you just now. Please use the link from your email again in a few minutes.</p>
      </NewsletterMessagePanel>
    )
  }

  const token = typeof params.token === 'string' ? params.token : undefined
  let state: 'valid' | 'already-unsubscribed' | 'invalid' | 'error' = 'invalid'
  if (token && params.invalid !== '1') {
    try {
      state = await checkUnsubscribeToken({ payload: await getPayloadClient() }, token)
    } catch {
      state = 'error'
    }
  }

  if (state === 'valid' && token) {
    return (
      <NewsletterMessagePanel
        title="Unsubscribe from the newsletter?"
        links={[STORIES, HOME]}
        action={
          <form method="post" action={`${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`}>
            <input type="hidden" name="from" value="page" />
            <Button type="submit" variant="primary">
              Unsubscribe
            </Button>
          </form>
        }
      >
        <p>You will stop receiving the weekly {product} newsletter. You can subscribe again any time.</p>
      </NewsletterMessagePanel>
    )
  }
  if (state === 'already-unsubscribed') {
    return (
      <NewsletterMessagePanel title="You're already unsubscribed" links={[STORIES, HOME]}>
        <p>This address no longer receives the {product} newsletter. There is nothing more to do.</p>
      </NewsletterMessagePanel>
    )
  }
  if (state === 'error') {
    return (
      <NewsletterMessagePanel title="Something went wrong" links={[HOME]}>
        <p>We could not check your unsubscribe link just now. Please try again in a few minutes.</p>
      </NewsletterMessagePanel>
    )
  }
  return (
    <NewsletterMessagePanel title="This link is not valid" links={[HOME, STORIES]}>
      <p>
        The unsubscribe link is incomplete or has been changed. Please open the link from the bottom of a newsletter
        email exactly as it was sent.
      </p>
    </NewsletterMessagePanel>
  )
}
