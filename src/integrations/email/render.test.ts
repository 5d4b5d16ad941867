import { toPlainText as reactEmailPlainText } from '@react-email/render'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { renderEmail, toPlainText } from './render'

const HTML = `<!DOCTYPE html><html><body>
<h1>Your monthly costs</h1><p>Hello Maya, here is <a href="https://example.com/calc?a=1">your summary</a>.</p>
<img src="x.png" alt="logo"><div data-skip-in-text="true">hidden</div>
<table><tr><th>Fuel</th><td>$1,234.50</td></tr><tr><td>Campsites</td><td>$360.00</td></tr></table>
<p><a href="https://example.com">https://example.com</a> and a long line that goes on and on and on beyond eighty characters without wrapping at all.</p>
</body></html>`

describe('toPlainText', () => {
  it("is @react-email/render's toPlainText, compiled once", () => {
    expect(toPlainText(HTML)).toBe(reactEmailPlainText(HTML))
    expect(toPlainText(HTML)).toBe(toPlainText(HTML))
  })

  it('gives renderEmail the text of its HTML', async () => {
    const rendered = await renderEmail(
      createElement('p', null, 'Hi ', createElement('a', { href: 'https://e.test/x' }, 'there')),
    )
    expect(rendered.text).toBe(reactEmailPlainText(rendered.html))
  })
})
