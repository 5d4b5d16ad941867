/**
 * Window events that open the site's dialogs from anywhere in the browser. A contract between
 * slices: the dialog's loader (newsletter's subscribe dialog, submissions' story dialog; see
 * siteDialogLoader in src/components/site) listens, loads the dialog on the first event and
 * opens it; any page, block or button may open it without importing the dialog. Client-safe, pure.
 */

/** Opens the subscribe dialog; `detail.email` (optional) prefills the email. */
export const OPEN_SUBSCRIBE_DIALOG_EVENT = 'vanlife:open-subscribe-dialog'

/** Opens the story-submission dialog: `window.dispatchEvent(new Event(OPEN_STORY_DIALOG_EVENT))`. */
export const OPEN_STORY_DIALOG_EVENT = 'vanlife:open-story-dialog'

/** Opens the search dialog (the header's search button, Ctrl+K / Cmd+K and "/"). */
export const OPEN_SEARCH_DIALOG_EVENT = 'vanlife:open-search-dialog'

export type OpenSubscribeDialogDetail = { email?: string }

/** Opens the subscribe dialog from anywhere in the browser, optionally with the email filled in. */
export function openSubscribeDialog(email?: string): void {
  window.dispatchEvent(
    new CustomEvent<OpenSubscribeDialogDetail>(OPEN_SUBSCRIBE_DIALOG_EVENT, {
      detail: email ? { email } : {},
    }),
  )
}

/** Opens the story-submission dialog from anywhere in the browser. */
export function openStoryDialog(): void {
  window.dispatchEvent(new Event(OPEN_STORY_DIALOG_EVENT))
}

/** Opens the search dialog from anywhere in the browser. */
export function openSearchDialog(): void {
  window.dispatchEvent(new Event(OPEN_SEARCH_DIALOG_EVENT))
}

/** The dialogs a button can open by name (see OpenDialogButton in src/components/site). */
export const SITE_DIALOGS = {
  subscribe: () => openSubscribeDialog(),
  story: openStoryDialog,
  search: openSearchDialog,
} as const
export type SiteDialog = keyof typeof SITE_DIALOGS

/** The window event of each site dialog. */
export const SITE_DIALOG_EVENTS = {
  subscribe: OPEN_SUBSCRIBE_DIALOG_EVENT,
  story: OPEN_STORY_DIALOG_EVENT,
  search: OPEN_SEARCH_DIALOG_EVENT,
} as const satisfies Record<SiteDialog, string>

/**
 * Markup contract of the openers, so a button needs no JavaScript of its own:
 * `data-opens-dialog="subscribe"` on an element makes a click on it open that dialog (the
 * dialog's loader listens for clicks on the document); `data-prefetch-dialog="subscribe"` only
 * fetches the dialog's code early, when the pointer comes over the element or focus enters it
 * (openers do that too).
 */
export const OPENS_DIALOG_ATTRIBUTE = 'data-opens-dialog'
export const PREFETCH_DIALOG_ATTRIBUTE = 'data-prefetch-dialog'
