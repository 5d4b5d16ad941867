/**
 * A search is counted once even when the dialog and then the /search page both see it: whoever
 * counts it first notes the normalised words for this tab (sessionStorage), the other skips them.
 */
import { normaliseQueryText } from '../normalise'

const KEY = 'vanlife:search-counted'

/** True when `q` was not counted last in this tab (and notes it now). */
export function markCounted(q: string): boolean {
  const words = normaliseQueryText(q)
  if (words === '') return false
  try {
    if (sessionStorage.getItem(KEY) === words) return false
    sessionStorage.setItem(KEY, words)
  } catch {
    // No storage (private mode, disabled): count anyway.
  }
  return true
}
