import { createElement } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { describe, expect, it, vi } from 'vitest'

import { PAGE_ERROR_MESSAGES } from './page-error'
import { PageErrorOnUse } from './page-error-on-use'

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }))

async function renderToHtml(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element)
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

// The error boundaries load PageError lazily (ADR 0030): on the server it is still rendered in place.
describe('PageErrorOnUse', () => {
  it('renders the error page itself, not an empty fallback', async () => {
    const html = await renderToHtml(createElement(PageErrorOnUse, { reset: () => undefined }))
    expect(html).toContain('role="alert"')
    expect(html).toContain(PAGE_ERROR_MESSAGES.title)
    expect(html).toContain(PAGE_ERROR_MESSAGES.retry)
    expect(html).toContain('href="/"')
  })
})
