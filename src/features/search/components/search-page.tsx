/**
 * The /search page (issue 25 point 1), for one search in normal form and the engine's answer.
 * Server-rendered into the route cache; plain links and a GET form, so all of it works without
 * JavaScript.
 */
import type { ReactNode } from 'react'

import { Container } from '@/components/ui/container'
import Link from 'next/link'

import { pageHref } from '@/lib/paging'
import { Pagination } from '@/components/ui/pagination'

import { type NormalSearch, SEARCH_MAX_PAGE, searchHref, searchQueryString } from '../normalise'
import { resultCount } from '../result-text'
import type { SearchAnswer } from '../types'
import { SearchCounted } from './search-counted'
import { SearchFilters } from './search-filters'
import { SearchForm } from './search-form'
import { SearchResults } from './search-results'

const linkClass = 'font-semibold text-burnt-dark underline underline-offset-4 hover:text-burnt'

function BrowseLinks() {
  return (
    <>
      Or browse the{' '}
      <Link href="/stories" className={linkClass}>
        vanlife stories
      </Link>{' '}
      and the{' '}
      <Link href="/articles" className={linkClass}>
        articles
      </Link>
      .
    </>
  )
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 rounded-2xl border border-dashed border-input bg-sand/60 px-6 py-10 text-center">
      <h2 className="text-3xl">{title}</h2>
      <div className="flex flex-col gap-3 text-mocha-light">{children}</div>
    </div>
  )
}

function Band({ search, children }: { search: NormalSearch; children?: ReactNode }) {
  return (
    <section className="border-b border-border bg-sand">
      <Container className="flex flex-col gap-6 py-10 md:py-14">
        <h1 className="text-4xl leading-tight md:text-5xl">Search Vanlife Voices</h1>
        <SearchForm search={search} />
        {children}
      </Container>
    </section>
  )
}

/** /search without words: the form and where to start. */
export function SearchStart() {
  return (
    <>
      <Band search={{ q: '', page: 1 }} />
      <Container className="py-12">
        <Notice title="What Are You Looking For?">
          <p>Type a word or two: a place, a rig, a build, a name. Put words in quotes to find them together.</p>
          <p>
            <BrowseLinks />
          </p>
        </Notice>
      </Container>
    </>
  )
}

function NothingFound({ search, suggestions }: { search: NormalSearch; suggestions: readonly string[] }) {
  return (
    <Notice title="No Results Found">
      <p>
        No stories, articles or products match <strong className="text-mocha">“{search.q}”</strong>
        {search.kind ? ' with this filter' : ''}.
      </p>
      {suggestions.length > 0 ? (
        <div>
          <p>Did you mean:</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {suggestions.map((term) => (
              <li key={term}>
                <a href={searchHref({ ...search, q: term, page: 1 })} className={linkClass}>
                  {term}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {search.kind ? (
        <p>
          <a href={searchHref({ q: search.q, page: 1 })} className={linkClass}>
            Search everything instead
          </a>
        </p>
      ) : null}
      <p>
        <BrowseLinks />
      </p>
    </Notice>
  )
}

/** /search?q=…: the form, the filters, the count, the results and the pages. */
export function SearchResultsPage({ search, answer }: { search: NormalSearch; answer: SearchAnswer }) {
  const found = answer.hits.length > 0
  const firstPage = searchHref({ ...search, page: 1 })
  return (
    <>
      <Band search={search}>
        <SearchFilters search={search} />
      </Band>
      {search.page === 1 ? <SearchCounted query={searchQueryString(search)} q={search.q} /> : null}
      <Container size="narrow" className="py-10">
        {found ? (
          <>
            <p className="text-sm text-muted-foreground">
              {resultCount(answer.total)} for <strong className="text-mocha">“{search.q}”</strong>
              {answer.pages > 1 ? `, page ${answer.page} of ${answer.pages}` : ''}
            </p>
            <SearchResults hits={answer.hits} />
            <Pagination
              basePath={firstPage}
              page={answer.page}
              totalPages={Math.min(answer.pages, SEARCH_MAX_PAGE)}
              label="Search results pages"
              className="mt-8"
            />
          </>
        ) : answer.total > 0 ? (
          <Notice title="No More Results">
            <p>
              There are {resultCount(answer.total)} for “{search.q}”, all on earlier pages.{' '}
              <a href={pageHref(firstPage, 1)} className={linkClass}>
                Back to the first page
              </a>
            </p>
          </Notice>
        ) : (
          <NothingFound search={search} suggestions={answer.suggestions} />
        )}
      </Container>
    </>
  )
}
