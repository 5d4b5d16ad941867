import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata({ title: 'Page not found', canonical: '/not-found' }, await getMetadataSite())
}

/** /not-found: where unknown content redirects to. Renders the not-found page with status 404. */
export default function NotFoundRoute(): never {
  notFound()
}
