import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { getPostKind } from '@/features/content/post-queries'
import { logger } from '@/lib/logger'

import { decodeSlug } from './slug-param'

type Props = { children: ReactNode; params: Promise<{ slug: string }> }

/**
 * Answers unknown slugs (and slugs no post can have, and lookup errors) with the not-found page
 * and status 404, logged like any unknown path. It runs here, outside the page's loading
 * boundary, because once the loading skeleton has streamed the status can no longer change.
 */
export default async function PostLayout({ children, params }: Props) {
  const slug = decodeSlug((await params).slug)
  if (!(await getPostKind(slug))) {
    logger.warn({ event: 'not_found', path: `/${slug}`.slice(0, 512) }, 'No post for slug')
    notFound()
  }
  return children
}
