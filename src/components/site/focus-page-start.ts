/**
 * Where focus goes after a client-side navigation: the new page's main heading (its first h1
 * inside #main), else #main itself, so a screen reader reads the new page from its start and the
 * next Tab reaches the first link after the heading, not wherever the old page's link was. The
 * target is made focusable by script only (tabindex=-1, out of the Tab order) and shows no ring
 * (globals.css, [data-page-start]): it is not a control.
 */
export const PAGE_START_ATTRIBUTE = 'data-page-start'

/** The element to focus on `doc`'s current page, or null when there is none. */
export function pageStart(doc: Document): HTMLElement | null {
  const main = doc.getElementById('main')
  if (!main) return null
  return main.querySelector<HTMLElement>('h1') ?? main
}

/**
 * Moves focus to the page's start unless a dialog holds it (a modal keeps its own focus).
 * Never scrolls: the route listener has already put the page at its top. Returns the element
 * focused, or null.
 */
export function focusPageStart(doc: Document): HTMLElement | null {
  const active = doc.activeElement
  if (active instanceof Element && active.closest('[role="dialog"], [role="alertdialog"], dialog[open]')) return null
  const target = pageStart(doc)
  if (!target) return null
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.setAttribute(PAGE_START_ATTRIBUTE, '')
  target.focus({ preventScroll: true })
  return doc.activeElement === target ? target : null
}
