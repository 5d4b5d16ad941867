/**
 * How the search dialog is opened from the keyboard (pure, client-safe): Ctrl+K / Cmd+K anywhere,
 * and "/" outside a text field. (The header's button is a site-dialog opener link.)
 */

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing'> & {
  target: EventTarget | null
}

/** Whether typing goes into `target` (an input, a text area, a select or an editable element). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true
  return target instanceof HTMLElement && target.isContentEditable
}

/** Whether a key press asks for the search dialog. */
export function isSearchShortcut(event: KeyLike): boolean {
  if (event.isComposing || event.altKey) return false
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') return true
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target)
}
