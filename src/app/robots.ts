import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

/** robots.txt: everything but the admin and the API, and where the sitemap is. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml', env.siteUrl),
  }
}
