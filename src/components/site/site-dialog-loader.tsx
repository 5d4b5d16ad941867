'use client'

/**
 * Loads a site dialog (subscribe, story submission) on first use. The page ships only this
 * loader; the dialog, its form, validation and toasts are fetched when the pointer comes over an
 * opener or focus enters it (prefetch), or at the latest when the dialog is asked to open.
 *
 * The loader is the one listener of the dialog's window event (src/lib/site-events.ts) and of
 * clicks on the openers' markup (`data-opens-dialog`, see OpenDialogButton), so buttons carry no
 * JavaScript. An opener may be a link (the header's /search): a plain click opens the dialog, a
 * click with a modifier follows the link, and if the dialog's code cannot be loaded the link is
 * followed after all. Each open request remembers the element that had focus, so the dialog returns focus
 * there when it closes, however long the first load took.
 *
 *   // in the slice, a 'use client' file:
 *   export const SubscribeDialogLoader = siteDialogLoader('subscribe', () =>
 *     import('./subscribe-dialog').then((module) => module.SubscribeDialog),
 *   )
 */
import { type ComponentType, useEffect, useState } from 'react'

import {
  OPENS_DIALOG_ATTRIBUTE,
  PREFETCH_DIALOG_ATTRIBUTE,
  SITE_DIALOG_EVENTS,
  SITE_DIALOGS,
  type SiteDialog,
} from '@/lib/site-events'

/** One request to open the dialog. */
export type SiteDialogOpen = {
  /** The window event's detail (e.g. `{ email }` for the subscribe dialog), undefined for a plain Event. */
  detail: unknown
  /** The element focused when the request came: focus goes back there when the dialog closes. */
  opener: HTMLElement | null
}

/** What the loader hands its dialog: the open requests. A request made while the dialog was loading is replayed on subscribe. */
export type SiteDialogOpens = {
  subscribe: (listener: (open: SiteDialogOpen) => void) => () => void
}

/** The props a lazily loaded site dialog takes besides its own. */
export type SiteDialogProps = { opens: SiteDialogOpens }

function createOpens(): SiteDialogOpens & { push: (open: SiteDialogOpen) => void } {
  let listener: ((open: SiteDialogOpen) => void) | null = null
  let pending: SiteDialogOpen | null = null
  return {
    push(open) {
      if (listener) listener(open)
      else pending = open
    },
    subscribe(next) {
      listener = next
      if (pending) {
        const open = pending
        pending = null
        next(open)
      }
      return () => {
        if (listener === next) listener = null
      }
    },
  }
}

/** The element `event` happened on or inside that matches `selector`, if any. */
function closest(event: Event, selector: string): Element | null {
  return event.target instanceof Element ? event.target.closest(selector) : null
}

/**
 * A component that renders nothing until `dialog` is first wanted, then the component `load`
 * resolves to, with the loader's own props and `opens`. Render it once per page (a layout).
 */
export function siteDialogLoader<P extends object>(
  dialog: SiteDialog,
  load: () => Promise<ComponentType<P & SiteDialogProps>>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P & SiteDialogProps>> | null = null
  const fetchDialog = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null // a later request tries again
      throw error
    }))
  const openers = `[${OPENS_DIALOG_ATTRIBUTE}="${dialog}"]`
  const intents = `${openers},[${PREFETCH_DIALOG_ATTRIBUTE}="${dialog}"]`

  function SiteDialogLoader(props: P) {
    const [opens] = useState(createOpens)
    const [Dialog, setDialog] = useState<ComponentType<P & SiteDialogProps> | null>(null)

    useEffect(() => {
      // The address of the link opener being clicked, while its open request is dispatched.
      let clickedHref: string | null = null
      const onOpen = (event: Event) => {
        const fallback = clickedHref
        opens.push({
          detail: event instanceof CustomEvent ? (event.detail as unknown) : undefined,
          opener: document.activeElement instanceof HTMLElement ? document.activeElement : null,
        })
        fetchDialog().then(
          (component) => setDialog(() => component),
          (error: unknown) => {
            console.error(`The ${dialog} dialog could not be loaded`, error)
            // A link opener still leads somewhere: its page, as a full load (the client's own code
            // may be what failed to load).
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- an absolute address, on purpose a full load
            if (fallback) window.location.assign(fallback)
          },
        )
      }
      const onClick = (event: MouseEvent) => {
        const opener = event.defaultPrevented ? null : closest(event, openers)
        if (!opener) return
        if (opener instanceof HTMLAnchorElement && opener.href) {
          // A link opener (it works without JavaScript): a click with a modifier or another
          // button keeps the link's own behaviour (a new tab or window).
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          clickedHref = opener.href
        }
        try {
          SITE_DIALOGS[dialog]()
        } finally {
          clickedHref = null
        }
      }
      const onIntent = (event: Event) => {
        if (closest(event, intents)) fetchDialog().catch(() => undefined)
      }
      window.addEventListener(SITE_DIALOG_EVENTS[dialog], onOpen)
      document.addEventListener('click', onClick)
      document.addEventListener('pointerover', onIntent, { passive: true })
      document.addEventListener('focusin', onIntent)
      return () => {
        window.removeEventListener(SITE_DIALOG_EVENTS[dialog], onOpen)
        document.removeEventListener('click', onClick)
        document.removeEventListener('pointerover', onIntent)
        document.removeEventListener('focusin', onIntent)
      }
    }, [opens])

    return Dialog ? <Dialog {...props} opens={opens} /> : null
  }
  SiteDialogLoader.displayName = `SiteDialogLoader(${dialog})`
  return SiteDialogLoader
}
