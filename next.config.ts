import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders } from './src/lib/security-headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Cached pages are served as they are: an ETag hashed over every HTML answer cost about a third
  // of the CPU (ADR 0011); proxies and CDNs revalidate by time (s-maxage), not by ETag.
  generateEtags: false,
  experimental: {
    // Cached pages and data live in the in-memory LRU (cacheMaxMemorySize, 50 MB by default), never
    // written to disk: bots asking for endless unknown slugs cannot grow the disk, and memory stays
    // bounded. npm start renders from the database anyway (ADR 0011).
    isrFlushToDisk: false,
  },
  // /path/ → /path (308), keeping the query; the root is left alone.
  trailingSlash: false,
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
