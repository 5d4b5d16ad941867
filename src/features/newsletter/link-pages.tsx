/**
 * The pages the newsletter's email links open (see ./paths.ts): the confirm and unsubscribe
 * pages, which only ask (one button, a plain form posting to the page's own URL, so it works
 * without JavaScript), and the result page of each outcome of their POST. All of them are the
 * same for every visitor, served from the route cache, and never indexed.
 */
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'
import { buildMetadata, type MetadataSite } from '@/lib/metadata'

import { NewsletterMessagePanel, type PanelLink } from './message-panel'
import { CONFIRM_RESULTS, type ConfirmResult, UNSUBSCRIBE_RESULTS, type UnsubscribeResult } from './paths'

const STORIES: PanelLink = { href: '/stories', label: 'Read the latest stories', variant: 'primary' }
const HOME: PanelLink = { href: '/', label: 'Back to home' }
const NOINDEX: Metadata['robots'] = { index: false, follow: false }

/** The one button of a link page: the form has no action, so it posts to this page's URL (?token=…). */
function PostButton({ label, hidden }: { label: string; hidden?: Record<string, string> }) {
  return (
    <form method="post">
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="primary" size="lg">
        {label}
      </Button>
    </form>
  )
}

// ---------------------------------------------------------------------------------------------
// Confirm

export const CONFIRM_BUTTON_LABEL = 'Confirm my subscription'

export function confirmPageMetadata(site: MetadataSite): Metadata {
  return {
    ...buildMetadata(
      {
        title: 'Confirm your subscription',
        description: `Confirm your ${site.productName} newsletter subscription.`,
      },
      site,
    ),
    robots: NOINDEX,
  }
}

/** /newsletter/confirm?token=…: asks; only the button's POST confirms. */
export function ConfirmPage({ product }: { product: string }) {
  return (
    <NewsletterMessagePanel title="Confirm your subscription" action={<PostButton label={CONFIRM_BUTTON_LABEL} />}>
      <p>
        One last step: confirm that you would like the weekly {product} newsletter, with the latest vanlife stories,
        tips and travel hacks, in your inbox.
      </p>
      <p className="mt-4 text-base">
        Didn&rsquo;t ask for it? Just close this page: nothing happens until you press the button.
      </p>
    </NewsletterMessagePanel>
  )
}

type ResultContent = { title: string; links: PanelLink[]; body: (product: string) => ReactNode }

/** What a result route (app/…/[result]/page.tsx) gets: its segment. */
export type ResultPageProps = { params: Promise<{ result: string }> }

/**
 * The route parts of one page per outcome: its static params, its metadata and the page; any other
 * segment is the not-found page.
 */
function resultPages<R extends string>(results: readonly R[], content: Record<R, ResultContent>) {
  const resultOf = async ({ params }: ResultPageProps): Promise<R> => {
    const { result } = await params
    if (!(results as readonly string[]).includes(result)) notFound()
    return result as R
  }
  return {
    staticParams: (): { result: R }[] => results.map((result) => ({ result })),
    async metadata(props: ResultPageProps): Promise<Metadata> {
      const { title } = content[await resultOf(props)]
      return { ...buildMetadata({ title }, await getMetadataSite()), robots: NOINDEX }
    },
    async Page(props: ResultPageProps) {
      const { title, links, body } = content[await resultOf(props)]
      const site = await getSiteInfo()
      return (
        <NewsletterMessagePanel title={title} links={links}>
          {body(site.productName)}
        </NewsletterMessagePanel>
      )
    },
  }
}

const CONFIRM_RESULT_CONTENT: Record<ConfirmResult, ResultContent> = {
  done: {
    title: "You're subscribed!",
    links: [STORIES, HOME],
    body: (product) => (
      <p>
        Thanks for confirming your email. The weekly {product} newsletter, with the latest vanlife stories, tips and
        travel hacks, will land in your inbox.
      </p>
    ),
  },
  already: {
    title: "You're already subscribed",
    links: [STORIES, HOME],
    body: () => <p>This email address is already confirmed, so there is nothing more to do. See you in your inbox!</p>,
  },
  expired: {
    title: 'This link has expired',
    links: [
      { ...HOME, variant: 'primary' },
      { ...STORIES, variant: 'outline' },
    ],
    body: () => (
      <p>
        Confirmation links are valid for 7 days. Please subscribe again with the form in the{' '}
        <Link href="/#subscribe" className="text-burnt underline underline-offset-4">
          site footer
        </Link>{' '}
        and we will send you a fresh link.
      </p>
    ),
  },
  invalid: {
    title: 'This link is not valid',
    links: [
      { ...HOME, variant: 'primary' },
      { ...STORIES, variant: 'outline' },
    ],
    body: () => (
      <p>
        The confirmation link is incomplete or has been changed. Please open the link from your email exactly as it was
        sent, or subscribe again from the site footer.
      </p>
    ),
  },
  error: {
    title: 'Something went wrong',
    links: [HOME],
    body: () => (
      <p>
        We could not confirm your subscription just now. Please try the link from your email again in a few minutes.
      </p>
    ),
  },
}

/** /newsletter/confirm/<result>: where the confirm POST sends the browser (303). */
export const confirmResultPages = resultPages(CONFIRM_RESULTS, CONFIRM_RESULT_CONTENT)

// ---------------------------------------------------------------------------------------------
// Unsubscribe

const QUIET_STORIES: PanelLink = { ...STORIES, variant: 'outline' }

export function unsubscribePageMetadata(site: MetadataSite): Metadata {
  return {
    ...buildMetadata(
      { title: 'Unsubscribe', description: `Unsubscribe from the ${site.productName} newsletter.` },
      site,
    ),
    robots: NOINDEX,
  }
}

/**
 * /newsletter/unsubscribe?token=…: asks; the button's POST (from=page) unsubscribes. Mail clients
 * use the RFC 8058 one-click URL of the List-Unsubscribe header instead.
 */
export function UnsubscribePage({ product }: { product: string }) {
  return (
    <NewsletterMessagePanel
      title="Unsubscribe from the newsletter?"
      links={[QUIET_STORIES, HOME]}
      action={<PostButton label="Unsubscribe" hidden={{ from: 'page' }} />}
    >
      <p>You will stop receiving the weekly {product} newsletter. You can subscribe again any time.</p>
    </NewsletterMessagePanel>
  )
}

const UNSUBSCRIBE_RESULT_CONTENT: Record<UnsubscribeResult, ResultContent> = {
  done: {
    title: 'You have been unsubscribed',
    links: [QUIET_STORIES, HOME],
    body: (product) => (
      <p>
        You will no longer receive the {product} newsletter. Changed your mind? You can subscribe again any time from
        the site footer.
      </p>
    ),
  },
  already: {
    title: "You're already unsubscribed",
    links: [QUIET_STORIES, HOME],
    body: (product) => <p>This address no longer receives the {product} newsletter. There is nothing more to do.</p>,
  },
  invalid: {
    title: 'This link is not valid',
    links: [HOME, QUIET_STORIES],
    body: () => (
      <p>
        The unsubscribe link is incomplete or has been changed. Please open the link from the bottom of a newsletter
        email exactly as it was sent.
      </p>
    ),
  },
  error: {
    title: 'Something went wrong',
    links: [HOME],
    body: () => (
      <p>We could not unsubscribe you just now. Please use the link from your email again in a few minutes.</p>
    ),
  },
}

/** /newsletter/unsubscribe/<result>: where the unsubscribe page's POST sends the browser (303). */
export const unsubscribeResultPages = resultPages(UNSUBSCRIBE_RESULTS, UNSUBSCRIBE_RESULT_CONTENT)
