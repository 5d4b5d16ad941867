import { SearchIcon } from 'lucide-react'

import { buttonVariants } from '@/components/ui/button-variants'
import { OPENS_DIALOG_ATTRIBUTE } from '@/lib/site-events'

import { SEARCH_PATH } from '../paths'

/**
 * The header's search button (desktop and mobile): a plain link to /search, so it works without
 * JavaScript; with it, a plain click opens the search dialog instead (`data-opens-dialog`, handled by
 * siteDialogLoader like every site dialog's opener; hovering or focusing it fetches the dialog's
 * code). A server component: no JavaScript of its own.
 */
export function SearchButton({ className }: { className?: string }) {
  return (
    <a
      href={SEARCH_PATH}
      aria-label="Search"
      aria-haspopup="dialog"
      title="Search (Ctrl+K or ⌘K)"
      {...{ [OPENS_DIALOG_ATTRIBUTE]: 'search' }}
      className={buttonVariants({ variant: 'ghost', size: 'icon-sm', className })}
    >
      <SearchIcon aria-hidden="true" />
    </a>
  )
}
