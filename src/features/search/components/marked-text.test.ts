import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { MarkedText } from './marked-text'

describe('MarkedText', () => {
  it('marks the hit parts and shows markup in a title as text', () => {
    const html = renderToStaticMarkup(
      createElement(MarkedText, {
        parts: [
          { text: '<script>alert(1)</script> ', hit: false },
          { text: 'Van', hit: true },
          { text: ' & <b>life</b>', hit: false },
        ],
      }),
    )
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; ')
    expect(html).toMatch(/<mark[^>]*>Van<\/mark>/)
    expect(html).toContain(' &amp; &lt;b&gt;life&lt;/b&gt;')
  })
})
