import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isUnsubscribeResult, UnsubscribeResultPage, unsubscribeResultMetadata } from '@/features/newsletter/link-pages'
import { UNSUBSCRIBE_RESULTS } from '@/features/newsletter/paths'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'

type Props = { params: Promise<{ result: string }> }

/** Served from the route cache; refreshed by tag on save, at most every 5 min (SPEC §9). */
export const revalidate = 300

/** One page per outcome of the unsubscribe page's POST (its 303 target); any other segment answers 404. */
export const dynamicParams = false

export function generateStaticParams(): { result: string }[] {
  return UNSUBSCRIBE_RESULTS.map((result) => ({ result }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { result } = await params
  if (!isUnsubscribeResult(result)) notFound()
  return unsubscribeResultMetadata(result, await getMetadataSite())
}

export default async function NewsletterUnsubscribeResultPage({ params }: Props) {
  const { result } = await params
  if (!isUnsubscribeResult(result)) notFound()
  const site = await getSiteInfo()
  return <UnsubscribeResultPage result={result} product={site.productName} />
}
