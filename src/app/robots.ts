import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/metadata'

/** The same for everyone; rendered on first request after start (SITE_URL is read at run time). */
export const revalidate = 3600

/** robots.txt: everything but the admin and the API, and where the sitemap is. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml', env.siteUrl),
  }
}
