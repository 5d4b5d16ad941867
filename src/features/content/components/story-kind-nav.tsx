import { cva } from 'class-variance-authority'
import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

import { STORY_KIND_TEXT, STORY_KINDS, type StoryKind, storyKindHref } from '../story-kinds'

export const chipVariants = cva(
  'inline-flex h-11 items-center justify-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-sand focus-visible:outline-none md:h-10',
  {
    variants: {
      current: {
        true: 'border-mocha bg-mocha text-cream hover:bg-mocha-light',
        false: 'border-input bg-cream text-mocha hover:border-burnt hover:text-burnt-dark',
      },
    },
    defaultVariants: { current: false },
  },
)

/**
 * A chip link. A plain <a>, not next/link: the lists by kind (/stories?type=…) are static pages
 * reached through src/proxy.ts, and Next's client router asks for a static page's data by its path
 * alone (/stories?_rsc=…), so it would show /stories under /stories?type=solo (see src/components/ui/pagination.tsx).
 */
export function Chip({
  href,
  current = false,
  ariaCurrent = 'page',
  children,
}: {
  href: string
  current?: boolean
  /** What the current chip is: the page itself, or (page 2 of its list) the current item of the set. */
  ariaCurrent?: 'page' | 'true'
  children: ReactNode
}) {
  return (
    <a href={href} aria-current={current ? ariaCurrent : undefined} className={chipVariants({ current })}>
      {children}
    </a>
  )
}

/**
 * The filter chips of /stories: All stories and one per kind, as plain links (they work without
 * JavaScript); the list shown is marked aria-current ("page" on its first page, "true" after).
 */
export function StoryKindNav({
  current,
  page = 1,
  className,
}: {
  current: StoryKind | null
  page?: number
  className?: string
}) {
  const ariaCurrent = page > 1 ? 'true' : 'page'
  return (
    <nav aria-label="Kinds of story" className={cn(className)}>
      <ul role="list" className="flex flex-wrap gap-2">
        <li>
          <Chip href={storyKindHref(null)} current={current === null} ariaCurrent={ariaCurrent}>
            All stories
          </Chip>
        </li>
        {STORY_KINDS.map((kind) => (
          <li key={kind}>
            <Chip href={storyKindHref(kind)} current={current === kind} ariaCurrent={ariaCurrent}>
              {STORY_KIND_TEXT[kind].chip}
            </Chip>
          </li>
        ))}
      </ul>
    </nav>
  )
}
