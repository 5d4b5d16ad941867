import { render } from '@react-email/render'
import { createElement, type ReactElement } from 'react'
import { describe, expect, it } from 'vitest'

import { NewsletterConfirmEmail } from '@/features/newsletter/emails/confirm-email'

import { renderEmail } from '@/integrations/email/render'

/** Images, links (one showing its own address), a table: what the plain-text conversion treats apart. */
function sampleEmail(): ReactElement {
  return createElement(
    'html',
    null,
    createElement(
      'body',
      null,
      createElement('img', { src: 'https://example.test/logo.png', alt: 'Logo' }),
      createElement('p', null, 'Hello & welcome, ', createElement('a', { href: 'https://example.test/a' }, 'open it')),
      createElement('a', { href: 'https://example.test/b' }, 'https://example.test/b'),
      createElement(
        'table',
        null,
        createElement(
          'tbody',
          null,
          createElement('tr', null, createElement('td', null, 'Fuel'), createElement('td', null, '$120')),
        ),
      ),
    ),
  )
}

describe('renderEmail', () => {
  const emails: [string, () => ReactElement][] = [
    ['a sample with images, links and a table', sampleEmail],
    [
      'the newsletter confirmation',
      () =>
        NewsletterConfirmEmail({
          productName: 'Vanlife',
          siteUrl: 'https://example.test',
          firstName: 'Ada',
          confirmUrl: 'https://example.test/newsletter/confirm?token=abc',
          unsubscribeUrl: 'https://example.test/newsletter/unsubscribe?token=def',
        }),
    ],
  ]

  it.each(emails)('gives the same HTML and text as two renders: %s', async (_name, email) => {
    const rendered = await renderEmail(email())
    expect(rendered.html).toBe(await render(email()))
    expect(rendered.text).toBe(await render(email(), { plainText: true }))
    expect(rendered.text.length).toBeGreaterThan(0)
  })
})
