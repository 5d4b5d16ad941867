import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getMetadataSite } from '@/features/site/queries'
import { logger } from '@/lib/logger'
import { buildMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ rest: string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata({ title: 'Page not found' }, await getMetadataSite())
}

/**
 * Any path no route claims (SPEC §2 "*"): logged, then the not-found page with status 404.
 * Single-segment posts (/{slug}) are served by the more specific [slug] route when it exists.
 */
export default async function CatchAllRoute({ params }: Props): Promise<never> {
  const { rest } = await params
  const path = `/${rest.map((segment) => decodeURIComponentSafe(segment)).join('/')}`.slice(0, 512)
  logger.warn({ event: 'not_found', path }, 'No route for path')
  notFound()
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
