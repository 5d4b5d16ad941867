import type { ReactNode } from 'react'

import { STORY_KIND_TEXT, STORY_KINDS } from '@/features/content'
import { cn } from '@/lib/utils'

import { type NormalSearch, searchHref } from '../normalise'
import { SEARCH_FILTER_LABELS } from '../result-text'
import { SEARCH_KIND_FILTERS } from '../types'

const chipClass = (current: boolean) =>
  cn(
    'inline-flex h-11 items-center justify-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors md:h-10',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-sand focus-visible:outline-none',
    current
      ? 'border-mocha bg-mocha text-cream hover:bg-mocha-light'
      : 'border-input bg-cream text-mocha hover:border-burnt hover:text-burnt-dark',
  )

/** A filter as a plain link (works without JavaScript); the filter shown is aria-current. */
function Chip({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  return (
    <li>
      <a href={href} aria-current={current ? 'true' : undefined} className={chipClass(current)}>
        {children}
      </a>
    </li>
  )
}

/** The kind filters (All, Stories, Articles, Shop) and, for stories, the vanlife types. */
export function SearchFilters({ search }: { search: NormalSearch }) {
  const { q } = search
  return (
    <nav aria-label="Filter results" className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2">
        <Chip href={searchHref({ q, page: 1 })} current={!search.kind}>
          All
        </Chip>
        {SEARCH_KIND_FILTERS.map((kind) => (
          <Chip key={kind} href={searchHref({ q, kind, page: 1 })} current={search.kind === kind}>
            {SEARCH_FILTER_LABELS[kind]}
          </Chip>
        ))}
      </ul>
      {search.kind === 'stories' ? (
        <ul className="flex flex-wrap gap-2" aria-label="Kinds of story">
          {STORY_KINDS.map((type) => (
            <Chip key={type} href={searchHref({ q, kind: 'stories', type, page: 1 })} current={search.type === type}>
              {STORY_KIND_TEXT[type].chip}
            </Chip>
          ))}
        </ul>
      ) : null}
    </nav>
  )
}
