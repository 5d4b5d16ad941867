import { SearchIcon } from 'lucide-react'

import { buttonVariants } from '@/components/ui/button-variants'
import { PREFETCH_DIALOG_ATTRIBUTE } from '@/lib/site-events'

import { SEARCH_PATH } from '../paths'
import { SEARCH_OPENER_ATTRIBUTE } from './search-shortcuts'

/**
 * The header's search button (desktop and mobile): a plain link to /search, so it works without
 * JavaScript; with it, SearchDialogLoader turns a click into the search dialog (and hovering or
 * focusing it fetches the dialog's code). A server component: no JavaScript of its own.
 */
export function SearchButton({ className }: { className?: string }) {
  return (
    <a
      href={SEARCH_PATH}
      aria-label="Search"
      aria-haspopup="dialog"
      title="Search (Ctrl+K)"
      {...{ [SEARCH_OPENER_ATTRIBUTE]: '', [PREFETCH_DIALOG_ATTRIBUTE]: 'search' }}
      className={buttonVariants({ variant: 'ghost', size: 'icon-sm', className })}
    >
      <SearchIcon aria-hidden="true" />
    </a>
  )
}
