import { SearchIcon } from 'lucide-react'

import { buttonVariants } from '@/components/ui/button-variants'
import { Input } from '@/components/ui/input'

import type { NormalSearch } from '../normalise'
import { SEARCH_PATH } from '../paths'
import { SEARCH_QUERY_MAX_LENGTH } from '../types'

/**
 * The /search form: a plain GET form, so it works without JavaScript. The current filters ride
 * along as hidden fields, so a new search keeps them (the filter links change them).
 */
export function SearchForm({ search }: { search: NormalSearch }) {
  return (
    <form action={SEARCH_PATH} method="get" role="search" className="flex max-w-2xl flex-col gap-2">
      <label htmlFor="search-page-q" className="text-sm font-semibold text-mocha">
        Search stories, articles and the shop
      </label>
      <div className="flex gap-2">
        <Input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={search.q}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="skoolie, solar, Baja…"
          className="bg-cream"
        />
        {search.kind ? <input type="hidden" name="kind" value={search.kind} /> : null}
        {search.type ? <input type="hidden" name="type" value={search.type} /> : null}
        <button type="submit" className={buttonVariants({ variant: 'primary' })}>
          <SearchIcon aria-hidden="true" />
          Search
        </button>
      </div>
    </form>
  )
}
