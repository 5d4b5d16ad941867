/** Renders a React email to its HTML and plain-text parts. */
import { plainTextSelectors, render } from '@react-email/render'
import { compile } from 'html-to-text'
import type { ReactElement } from 'react'

export interface RenderedEmail {
  html: string
  text: string
}

/**
 * `toPlainText(html)` of @react-email/render, compiled once: its `convert` compiles the same
 * options into a selector tree on every call, about a third of the plain-text cost (issue 23:
 * the calculator's reveal converts two emails). The text is the same (render.test.ts).
 */
export const toPlainText: (html: string) => string = compile({ wordwrap: false, selectors: [...plainTextSelectors] })

/**
 * One React render for both parts: `render(element, { plainText: true })` renders the element
 * again only to pass the same markup to `toPlainText` (the doctype it leaves out is no text), and a
 * render is most of an email's cost (issue 23: the calculator's reveal renders two emails).
 */
export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element)
  return { html, text: toPlainText(html) }
}
