import './globals.css'

import type { Metadata, Viewport } from 'next'
import { type ReactNode, Suspense } from 'react'

import { ToasterSlot } from '@/components/ui/toaster-slot'
import { RouteEvents } from '@/features/analytics/components/route-events'
import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'
import { cn } from '@/lib/utils'

import { dmSerifDisplay, dmSerifDisplayItalic, inter } from './fonts'

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...buildMetadata({}, await getMetadataSite()),
    icons: {
      icon: [
        { url: '/favicon.svg', type: 'image/svg+xml' },
        { url: '/icon-512.png', type: 'image/png', sizes: '512x512' },
      ],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
    },
  }
}

export const viewport: Viewport = {
  themeColor: '#fbf6ee',
  width: 'device-width',
  initialScale: 1,
}

/**
 * Root layout of the public site (the admin has its own in app/(payload)). The chrome around
 * the pages comes from the route groups: (main) has the full header and footer, (minimal) the
 * minimal ones.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={cn(inter.variable, dmSerifDisplay.variable, dmSerifDisplayItalic.variable)}>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {children}
        {/* It reads the query (useSearchParams): rendered in the browser, the page stays static. */}
        <Suspense fallback={null}>
          <RouteEvents />
        </Suspense>
        <ToasterSlot />
      </body>
    </html>
  )
}
