/** Renders a React email to its HTML and plain-text parts. */
import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

export interface RenderedEmail {
  html: string
  text: string
}

/**
 * One React render for both parts: `render(element, { plainText: true })` renders the element
 * again only to pass the same markup to `toPlainText` (the doctype it leaves out is no text), and a
 * render is most of an email's cost (issue 23: the calculator's reveal renders two emails).
 */
export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element)
  return { html, text: toPlainText(html) }
}
