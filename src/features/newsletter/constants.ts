/**
 * Shared by the subscribe dialog, its opener buttons and the inline footer form. Client-safe, pure.
 */

/** Window event that opens the subscribe dialog; `detail.email` (optional) prefills the email. */
export const OPEN_SUBSCRIBE_DIALOG_EVENT = 'vanlife:open-subscribe-dialog'

/** Where both subscribe forms post their JSON. */
export const SUBSCRIBE_ENDPOINT = '/api/newsletter/subscribe'

export type OpenSubscribeDialogDetail = { email?: string }

/** The endpoint's answer. */
export type SubscribeResponse = { ok: true } | { ok: false; error: string; fieldErrors?: Record<string, string> }

/** Opens the subscribe dialog from anywhere in the browser, optionally with the email filled in. */
export function openSubscribeDialog(email?: string): void {
  window.dispatchEvent(
    new CustomEvent<OpenSubscribeDialogDetail>(OPEN_SUBSCRIBE_DIALOG_EVENT, {
      detail: email ? { email } : {},
    }),
  )
}
