import type { Metadata } from 'next'
import Link from 'next/link'

import { confirmSubscription } from '@/features/newsletter/builtin'
import { NewsletterMessagePanel, type PanelLink } from '@/features/newsletter/message-panel'
import type { ConfirmOutcome } from '@/features/newsletter/types'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'
import { getPayloadClient } from '@/payload-client'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getMetadataSite()
  return {
    ...buildMetadata(
      { title: 'Confirm your subscription', description: `Confirm your ${site.productName} newsletter subscription.` },
      site,
    ),
    robots: { index: false, follow: false },
  }
}

const STORIES: PanelLink = { href: '/stories', label: 'Read the latest stories', variant: 'primary' }
const HOME: PanelLink = { href: '/', label: 'Back to home' }

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Opt-in confirmation link from the email. A GET changes state here, which is acceptable for a
 * double opt-in link: it only ever moves a pending address to confirmed and is idempotent.
 */
export default async function NewsletterConfirmPage({ searchParams }: PageProps) {
  const { token } = await searchParams
  const site = await getSiteInfo()
  const product = site.productName

  let outcome: ConfirmOutcome | 'error'
  try {
    outcome =
      typeof token === 'string' ? await confirmSubscription({ payload: await getPayloadClient() }, token) : 'invalid'
  } catch {
    outcome = 'error'
  }

  switch (outcome) {
    case 'confirmed':
      return (
        <NewsletterMessagePanel title="You're subscribed!" links={[STORIES, HOME]}>
          <p>
            Thanks for confirming your email. The weekly {product} newsletter, with the latest vanlife stories, tips and
            travel hacks, will land in your inbox.
          </p>
        </NewsletterMessagePanel>
      )
    case 'already-confirmed':
      return (
        <NewsletterMessagePanel title="You're already subscribed" links={[STORIES, HOME]}>
          <p>This email address is already confirmed, so there is nothing more to do. See you in your inbox!</p>
        </NewsletterMessagePanel>
      )
    case 'expired':
      return (
        <NewsletterMessagePanel
          title="This link has expired"
          links={[
            { ...HOME, variant: 'primary' },
            { ...STORIES, variant: 'outline' },
          ]}
        >
          <p>
            Confirmation links are valid for 7 days. Please subscribe again with the form in the{' '}
            <Link href="/#subscribe" className="text-burnt underline underline-offset-4">
              site footer
            </Link>{' '}
            and we will send you a fresh link.
          </p>
        </NewsletterMessagePanel>
      )
    case 'error':
      return (
        <NewsletterMessagePanel title="Something went wrong" links={[HOME]}>
          <p>
            We could not confirm your subscription just now. Please try the link from your email again in a few minutes.
          </p>
        </NewsletterMessagePanel>
      )
    default:
      return (
        <NewsletterMessagePanel
          title="This link is not valid"
          links={[
            { ...HOME, variant: 'primary' },
            { ...STORIES, variant: 'outline' },
          ]}
        >
          <p>
            The confirmation link is incomplete or has been changed. Please open the link from your email exactly as it
            was sent, or subscribe again from the site footer.
          </p>
        </NewsletterMessagePanel>
      )
  }
}
