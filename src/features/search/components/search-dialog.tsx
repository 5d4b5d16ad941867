'use client'

/**
 * The header's search dialog (issue 25 point 3), loaded on first use by SearchDialogLoader. A
 * combobox: results as you type (use-search-results.ts), ↑/↓ move through them
 * (aria-activedescendant, focus stays in the input), Enter opens the active result or, with none
 * active, the full results page (the input is in a GET form to /search), Escape closes and gives
 * focus back. Radix traps focus inside while open.
 */
import { SearchIcon } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'

import type { SiteDialogProps } from '@/components/site/site-dialog-loader'
import { useSiteDialog } from '@/components/site/use-site-dialog'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'

import type { DialogAnswer } from '../api'
import { normaliseQueryText, searchHref } from '../normalise'
import { SEARCH_PATH } from '../paths'
import { resultCount, SEARCH_KIND_LABELS } from '../result-text'
import { SEARCH_QUERY_MAX_LENGTH } from '../types'
import { MarkedText } from './marked-text'
import { countSearch, useSearchResults } from './use-search-results'

/** A search the visitor stays on this long without typing is counted. */
const SETTLED_MS = 2000

const linkClass = 'font-semibold text-burnt-dark underline underline-offset-4 hover:text-burnt'

function Results({
  answer,
  listId,
  active,
  onActive,
  onChoose,
  optionId,
  onSuggest,
}: {
  answer: DialogAnswer
  listId: string
  active: number
  onActive: (index: number) => void
  onChoose: (index: number) => void
  optionId: (index: number) => string
  onSuggest: (term: string) => void
}) {
  if (answer.hits.length === 0) {
    return (
      <div className="px-5 py-6 text-center text-mocha-light">
        <p>Nothing found for “{answer.q}”.</p>
        {answer.suggestions.length > 0 ? (
          <p className="mt-2">
            Try{' '}
            {answer.suggestions.map((term, index) => (
              <span key={term}>
                {index > 0 ? ', ' : ''}
                <button type="button" className={linkClass} onClick={() => onSuggest(term)}>
                  {term}
                </button>
              </span>
            ))}
          </p>
        ) : null}
        <p className="mt-2">
          Or browse the{' '}
          <Link href="/stories" className={linkClass}>
            stories
          </Link>{' '}
          and the{' '}
          <Link href="/articles" className={linkClass}>
            articles
          </Link>
          .
        </p>
      </div>
    )
  }
  return (
    <ul id={listId} role="listbox" aria-label="Results" className="flex flex-col gap-1 p-2">
      {answer.hits.map((hit, index) => (
        // The options are not links (no focusable element inside an option): a click chooses one.
        <li
          key={hit.href}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          onMouseMove={() => onActive(index)}
          onClick={() => onChoose(index)}
          className="cursor-pointer rounded-lg px-3 py-2.5 aria-selected:bg-sand"
        >
          <span className="flex items-baseline justify-between gap-3 text-xs font-semibold tracking-wide text-terra uppercase">
            {SEARCH_KIND_LABELS[hit.kind]}
            {hit.meta ? (
              <span className="font-normal tracking-normal text-muted-foreground normal-case">{hit.meta}</span>
            ) : null}
          </span>
          <span className="mt-0.5 block font-semibold text-mocha">
            <MarkedText parts={hit.title} />
          </span>
          {hit.snippet.length > 0 ? (
            <span className="mt-0.5 line-clamp-2 block text-sm text-mocha-light">
              <MarkedText parts={hit.snippet} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

export function SearchDialog({ opens }: SiteDialogProps) {
  const id = useId()
  const listId = `${id}-results`
  const optionId = (index: number) => `${id}-option-${index}`
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [active, setActive] = useState(-1)
  const { open, setOpen, returnFocus } = useSiteDialog(opens)

  const q = text.trim()
  const state = useSearchResults(open ? q : '')
  const answer = state.status === 'done' ? state.answer : state.status === 'loading' ? state.previous : null
  const hits = answer?.hits ?? []
  const activeHit = active >= 0 && active < hits.length ? hits[active] : undefined

  // A new answer keeps the result chosen with the arrows when it still holds it (the answer to the
  // last letters typed can arrive after an arrow press); else it starts with no result active.
  const [answered, setAnswered] = useState<DialogAnswer | null>(null)
  if (answer !== answered) {
    const chosen = active >= 0 ? answered?.hits[active] : undefined
    setAnswered(answer)
    setActive(chosen ? hits.findIndex((hit) => hit.href === chosen.href) : -1)
  }

  // Counted when the visitor stays on a search with results for SETTLED_MS.
  const settled = state.status === 'done' ? state.answer : null
  useEffect(() => {
    if (!settled) return
    const timer = setTimeout(() => countSearch(settled.q), SETTLED_MS)
    return () => clearTimeout(timer)
  }, [settled])

  const choose = (index: number) => {
    const hit = hits[index]
    if (!hit || !answer) return
    countSearch(answer.q, true)
    window.location.assign(hit.href)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const last = hits.length - 1
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      )
    } else if (event.key === 'Enter' && activeHit) {
      event.preventDefault()
      choose(active)
    }
  }

  const status =
    state.status === 'error'
      ? 'Search is not available right now. Please try again in a minute.'
      : state.status === 'done'
        ? state.answer.total === 0
          ? 'Nothing found.'
          : resultCount(state.answer.total)
        : ''

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        size="lg"
        className="top-4 max-h-[calc(100dvh-2rem-var(--toast-inset,0px))] translate-y-0 sm:top-[12vh] sm:max-h-[min(76vh,calc(88vh-var(--toast-inset,0px)))]"
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          inputRef.current?.focus()
          inputRef.current?.select()
        }}
        onCloseAutoFocus={returnFocus}
      >
        <div className="border-b border-border p-4 pr-14">
          <DialogTitle className="sr-only">Search</DialogTitle>
          <DialogDescription className="sr-only">
            Results appear as you type. Use the up and down arrows to choose one and Enter to open it, or press Enter
            for all results.
          </DialogDescription>
          <form action={SEARCH_PATH} method="get" role="search" className="flex items-center gap-2">
            <SearchIcon className="size-5 shrink-0 text-mocha-light" aria-hidden="true" />
            <input
              ref={inputRef}
              type="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              role="combobox"
              aria-label="Search stories, articles and the shop"
              aria-expanded={hits.length > 0}
              aria-controls={hits.length > 0 ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={activeHit ? optionId(active) : undefined}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder="Search stories, articles and the shop"
              className="h-11 w-full min-w-0 rounded-lg bg-transparent px-1 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none [&::-webkit-search-cancel-button]:appearance-none"
            />
          </form>
        </div>
        {/* Focusable so keyboard users can scroll a long list (the options themselves are not focusable). */}
        <div
          tabIndex={0}
          role="region"
          aria-label="Search results"
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
        >
          {answer ? (
            <Results
              answer={answer}
              listId={listId}
              active={active}
              onActive={setActive}
              onChoose={choose}
              optionId={optionId}
              onSuggest={(term) => {
                setText(term)
                inputRef.current?.focus()
              }}
            />
          ) : (
            <p className="px-5 py-6 text-center text-sm text-muted-foreground">
              {q.length < 2
                ? 'Type a word or two: a place, a rig, a build, a name.'
                : state.status === 'error'
                  ? 'Results could not be loaded. Press Enter for the full results page.'
                  : 'Searching…'}
            </p>
          )}
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-border px-5 py-3 text-sm">
          <p role="status" className="min-w-0 truncate text-muted-foreground">
            {status}
          </p>
          {q.length > 0 ? (
            <a href={searchHref({ q: normaliseQueryText(q), page: 1 })} className={`${linkClass} shrink-0`}>
              All results
            </a>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  )
}
