/** Renders a React email to its HTML and plain-text parts. */
import { render } from '@react-email/render'
import type { ReactElement } from 'react'

export interface RenderedEmail {
  html: string
  text: string
}

export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { html, text }
}
