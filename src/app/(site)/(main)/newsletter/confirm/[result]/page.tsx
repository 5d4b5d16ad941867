import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ConfirmResultPage, confirmResultMetadata, isConfirmResult } from '@/features/newsletter/link-pages'
import { CONFIRM_RESULTS } from '@/features/newsletter/paths'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'

type Props = { params: Promise<{ result: string }> }

/** Served from the route cache; refreshed by tag on save, at most every 5 min (SPEC §9). */
export const revalidate = 300

/** One page per outcome of the confirm POST (its 303 target); any other segment answers 404. */
export const dynamicParams = false

export function generateStaticParams(): { result: string }[] {
  return CONFIRM_RESULTS.map((result) => ({ result }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { result } = await params
  if (!isConfirmResult(result)) notFound()
  return confirmResultMetadata(result, await getMetadataSite())
}

export default async function NewsletterConfirmResultPage({ params }: Props) {
  const { result } = await params
  if (!isConfirmResult(result)) notFound()
  const site = await getSiteInfo()
  return <ConfirmResultPage result={result} product={site.productName} />
}
