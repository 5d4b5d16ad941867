import { describe, expect, it } from 'vitest'

import { blockDoc, paragraphDoc } from '../../../../tests/fixtures/lexical'

import { postSearchText } from './search-text'

describe('postSearchText', () => {
  it('reads a Lexical body, its blocks’ text included', () => {
    expect(postSearchText({ content: paragraphDoc('Life in a skoolie.') })).toBe('Life in a skoolie.')
    const withBlock = postSearchText({
      content: blockDoc({ blockType: 'highlight', title: 'Solar tips', body: 'Angle the panels.' }),
    })
    expect(withBlock).toContain('Solar tips')
    expect(withBlock).toContain('Angle the panels.')
  })

  it('reads an imported HTML body without markup, shortcodes as the text they show', () => {
    const text = postSearchText({
      isHtml: true,
      legacyContent:
        '<p>We love <b>vans</b> &amp; buses.</p><script>alert(1)</script>' +
        '[cta heading="Join us" subheading="Weekly" buttonText="Subscribe" buttonHref="/newsletter"]' +
        '[highlight title="Tip"]<p>Carry water.</p>[/highlight][youtube id="abc" title="Our build"]',
    })
    expect(text).toBe('We love vans & buses. Join us Weekly Subscribe Tip Carry water. Our build')
  })

  it('is empty for an empty body', () => {
    expect(postSearchText({})).toBe('')
  })
})
