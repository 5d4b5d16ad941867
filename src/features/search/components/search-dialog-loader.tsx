'use client'

/**
 * The search dialog, loaded on first use (ADR 0043): the page ships only this loader and its key
 * listener; the dialog is fetched when the pointer comes over the header's search button or focus
 * enters it, or at the latest when it is asked to open (the button through siteDialogLoader's
 * opener clicks, Ctrl+K / Cmd+K, "/"). Render it once per layout.
 */
import { useEffect } from 'react'

import { siteDialogLoader } from '@/components/site/site-dialog-loader'
import { openSearchDialog } from '@/lib/site-events'

import { isSearchShortcut } from './search-shortcuts'

const Loader = siteDialogLoader('search', () => import('./search-dialog').then((module) => module.SearchDialog))

export function SearchDialogLoader() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return
      event.preventDefault()
      openSearchDialog()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])
  return <Loader />
}
