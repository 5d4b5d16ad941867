import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

import { pageHref, pageWindow } from '@/lib/paging'

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'
const linkClass = cn(itemClass, 'text-mocha hover:bg-sand hover:text-burnt-dark')

function Step({ href, children, rel }: { href: string | null; children: ReactNode; rel: 'prev' | 'next' }) {
  if (!href) {
    return (
      <span aria-disabled="true" className={cn(itemClass, 'cursor-default text-muted-foreground/70')}>
        {children}
      </span>
    )
  }
  return (
    <a href={href} rel={rel} className={linkClass}>
      {children}
    </a>
  )
}

/**
 * Previous / page numbers / Next as plain links (?page=N; page 1 is the bare path), so paging
 * works without JavaScript. Nothing when everything fits on one page.
 *
 * Plain <a>, not next/link: the lists are static pages, and Next's client router asks for a
 * static page's data by its path alone (/stories?_rsc=…), so the query that src/proxy.ts turns
 * into the cached route (/stories/page/N) would be lost and page 1 shown under page N's address.
 * A full load of the cached page is just as quick.
 */
export function Pagination({
  basePath,
  page,
  totalPages,
  label = 'Pagination',
  className,
}: {
  basePath: string
  page: number
  totalPages: number
  label?: string
  className?: string
}) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Step href={page > 1 ? pageHref(basePath, page - 1) : null} rel="prev">
            <ChevronLeftIcon className="size-4" aria-hidden="true" />
            Previous
          </Step>
        </li>
        {pageWindow(page, totalPages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={slot}>
              {slot === page ? (
                <span aria-current="page" className={cn(itemClass, 'bg-mocha text-cream')}>
                  <span className="sr-only">Page </span>
                  {slot}
                </span>
              ) : (
                <a href={pageHref(basePath, slot)} className={linkClass}>
                  <span className="sr-only">Page </span>
                  {slot}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          <Step href={page < totalPages ? pageHref(basePath, page + 1) : null} rel="next">
            Next
            <ChevronRightIcon className="size-4" aria-hidden="true" />
          </Step>
        </li>
      </ul>
    </nav>
  )
}
