/**
 * The newsletter's link pages and where their buttons post. Pure constants, shared by the pages,
 * the handlers, the links in the emails and src/proxy.ts.
 *
 * A link from an email (confirm, unsubscribe) opens a static, cached page that only asks: its
 * form has no action, so the browser posts to the page's own URL, token included, with or
 * without JavaScript. src/proxy.ts rewrites that POST to the page's handler, which changes the
 * state and answers 303 See Other to a static result page. Fetching a link never changes anything.
 */

/** The confirm link of a double opt-in email: a page with one "Confirm my subscription" button. */
export const CONFIRM_PATH = '/newsletter/confirm'
/** The unsubscribe link of every newsletter email: a page with one "Unsubscribe" button. */
export const UNSUBSCRIBE_PAGE_PATH = '/newsletter/unsubscribe'
/** Handles the confirm page's POST (rewritten by src/proxy.ts). */
export const CONFIRM_API_PATH = '/api/newsletter/confirm'
/** RFC 8058 one-click (the List-Unsubscribe header) and the unsubscribe page's POST. */
export const UNSUBSCRIBE_API_PATH = '/api/newsletter/unsubscribe'

/** Each link page and the handler its POST goes to. */
export const LINK_PAGE_HANDLERS: Readonly<Record<string, string>> = {
  [CONFIRM_PATH]: CONFIRM_API_PATH,
  [UNSUBSCRIBE_PAGE_PATH]: UNSUBSCRIBE_API_PATH,
}

/** The result pages of a confirm POST: /newsletter/confirm/<result>. */
export const CONFIRM_RESULTS = ['done', 'already', 'expired', 'invalid', 'error'] as const
export type ConfirmResult = (typeof CONFIRM_RESULTS)[number]

/** The result pages of an unsubscribe POST from the page: /newsletter/unsubscribe/<result>. */
export const UNSUBSCRIBE_RESULTS = ['done', 'already', 'invalid', 'error'] as const
export type UnsubscribeResult = (typeof UNSUBSCRIBE_RESULTS)[number]

export const confirmResultPath = (result: ConfirmResult) => `${CONFIRM_PATH}/${result}`
export const unsubscribeResultPath = (result: UnsubscribeResult) => `${UNSUBSCRIBE_PAGE_PATH}/${result}`
