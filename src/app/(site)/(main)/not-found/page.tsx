import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata({ title: 'Page not found', canonical: '/not-found' }, await getMetadataSite())
}

/**
 * /not-found: where unknown content redirects to. Renders the not-found page with status 404.
 * Cached like every public page (not static): npm start discards what the build rendered without a
 * database, so its title, header and footer carry the site settings and SITE_URL of the running site.
 */
export const revalidate = 300

export default function NotFoundRoute(): never {
  notFound()
}
