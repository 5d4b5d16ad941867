'use client'

/**
 * The search dialog, loaded on first use (ADR 0043): the page ships only this loader, its key
 * listener and its click listener; the dialog is fetched when the pointer comes over the header's
 * search button or focus enters it, or at the latest when it is asked to open (the button, Ctrl+K
 * / Cmd+K, "/"). Render it once per layout.
 */
import { useEffect } from 'react'

import { siteDialogLoader } from '@/components/site/site-dialog-loader'
import { openSearchDialog } from '@/lib/site-events'

import { isSearchShortcut, SEARCH_OPENER_ATTRIBUTE } from './search-shortcuts'

const Loader = siteDialogLoader('search', () => import('./search-dialog').then((module) => module.SearchDialog))

export function SearchDialogLoader() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return
      event.preventDefault()
      openSearchDialog()
    }
    // A plain click on the header's /search link opens the dialog instead (a new tab still works).
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      if (!(event.target instanceof Element) || !event.target.closest(`[${SEARCH_OPENER_ATTRIBUTE}]`)) return
      event.preventDefault()
      openSearchDialog()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('click', onClick)
    }
  }, [])
  return <Loader />
}
