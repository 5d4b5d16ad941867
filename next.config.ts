import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'

import { env } from './src/lib/env'
import { securityHeaders } from './src/lib/security-headers'

const nextConfig: NextConfig = {
  // Skew protection, opt-in: with NEXT_DEPLOYMENT_ID (the same at build and at start; npm start
  // refuses another) asset URLs carry `?dpl=<id>` and a browser holding another deployment's pages
  // reloads in full on its next navigation. It also names the shared cache's namespace (ADR 0013).
  deploymentId: env.NEXT_DEPLOYMENT_ID,
  poweredByHeader: false,
  // Cached pages are served as they are: an ETag hashed over every HTML answer cost about a third
  // of the CPU (ADR 0011); proxies and CDNs revalidate by time (s-maxage), not by ETag.
  generateEtags: false,
  experimental: {
    // Without REDIS_URL, cached pages and data live in the in-memory LRU (cacheMaxMemorySize, 50 MB
    // by default), never written to disk: bots asking for endless unknown slugs cannot grow the
    // disk, and memory stays bounded. npm start renders from the database anyway (ADR 0011).
    isrFlushToDisk: false,
    // src/proxy.ts runs for the newsletter link pages, whose POSTs carry a form body: Next keeps a
    // copy of a proxied body in memory, here at most the forms' 16 KB limit (not its 10 MB default).
    proxyClientMaxBodySize: 16 * 1024,
    // Next loads every route's server code when it starts, by default: 11 API routes each bring
    // their own 3.6 MB copy of the Payload chunk (Turbopack does not share it between route
    // entries), about 80 MB of heap that most visits never use, and seconds of CPU that compete
    // with the first request. Off: a route's code loads on its first request (ADR 0029).
    preloadEntriesOnStart: false,
  },
  // /path/ → /path (308), keeping the query; the root is left alone.
  trailingSlash: false,
  // Pages show the sizes Payload writes at upload (srcset from the media document, ADR 0030), served
  // as files: no request re-encodes an image, and /_next/image answers 404.
  images: { unoptimized: true },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') }]
  },
}

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

/** Accept-CH, Critical-CH, and the Vary on the hint that goes with them. */
function isClientHintHeader({ key, value }: HeaderRule['headers'][number]): boolean {
  const name = key.toLowerCase()
  return name === 'accept-ch' || name === 'critical-ch' || (name === 'vary' && /^sec-ch-/i.test(value))
}

/**
 * withPayload asks for the Sec-CH-Prefers-Color-Scheme client hint on every path (Accept-CH and
 * Critical-CH, for the admin's theme). Critical-CH makes Chromium drop the first answer of a visit
 * and ask again with the hint: one more round trip before any public page can paint (Lighthouse
 * counted 620 ms on mobile). Only the admin asks for it (and varies on it).
 */
function clientHintsForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    async headers() {
      const rules = await headers()
      const hints = rules.flatMap((rule) => rule.headers.filter(isClientHintHeader))
      const withoutHints = rules
        .map((rule) => ({
          ...rule,
          headers: rule.headers.filter((header) => !isClientHintHeader(header)),
        }))
        .filter((rule) => rule.headers.length > 0)
      return hints.length ? [...withoutHints, { source: '/admin/:path*', headers: hints }] : withoutHints
    },
  }
}

/**
 * With REDIS_URL, the production server (npm start) keeps pages and data in Redis, shared by every
 * instance (ADR 0013). Decided when the server starts, never at build time: one build (made without
 * REDIS_URL, as CI does) serves with or without Redis, and nothing the build renders goes to Redis.
 */
function sharedCache(phase: string): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (phase !== PHASE_PRODUCTION_SERVER || !env.REDIS_URL) return {}
  return {
    cacheHandler: path.join(import.meta.dirname, 'src/integrations/redis/next-cache-handler.ts'),
    // Every read goes to Redis: a copy in each instance's memory would miss the other instances' publishes.
    cacheMaxMemorySize: 0,
  }
}

export default function config(phase: string): NextConfig {
  return clientHintsForAdminOnly(
    withPayload({ ...nextConfig, ...sharedCache(phase) }, { devBundleServerPackages: false }),
  )
}
