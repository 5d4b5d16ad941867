import { createElement } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'

import { type BodyContext, type PostBodyInput, PostBodyView } from './post-body-view'

const context: BodyContext = { productName: 'Vanlife Voices', sponsor: { name: 'Vunked', href: '/about-vunked' } }
// Rendered as the server streams it: client blocks loaded on use (hydrateOnUse) load on their first render.
const render = async (post: PostBodyInput, ctx: BodyContext = context) => {
  const { prelude } = await prerender(createElement(PostBodyView, { post, context: ctx }))
  // Without the streaming renderer's text separators, as renderToStaticMarkup wrote it.
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '')
}

const lexical = (children: unknown[]) => ({
  root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children },
})
const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
})
const block = (fields: Record<string, unknown>) => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: 'x', blockName: '', ...fields },
})

describe('PostBodyView, imported bodies', () => {
  it('renders sanitised HTML with shortcodes as components', async () => {
    const html = await render({
      isHtml: true,
      legacyContent:
        '<p>Hello <a href="https://example.com">there</a></p><script>alert(1)</script>' +
        '<p>[youtube id="dQw4w9WgXcQ" title="Van tour"]</p>[cta heading="Come along"][subscribe][sponsor-cta]' +
        '[dynamic-cta variant="bogus"][highlight title="Tip" icon="tip" variant="terra"]<p onclick="x()">Check fuses</p>[/highlight]',
    })
    expect(html).not.toContain('<script')
    expect(html).not.toContain('onclick')
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">there</a>')
    expect(html).toContain('aria-label="Play: Van tour"')
    expect(html).toContain('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')
    expect(html).not.toContain('<iframe')
    expect(html).toContain('Come along')
    expect(html).toContain('Get more stories and tips delivered to your inbox')
    expect(html).toContain('Join the Vanlife Voices community')
    expect(html).toContain('Join Now')
    expect(html).toContain('href="/about-vunked"')
    expect(html).toContain('data-variant="terra"')
    expect(html).toContain('<p>Check fuses</p>')
  })

  it('shows the YouTube error when the id is missing', async () => {
    expect(await render({ legacyContent: '[youtube title="x"]' })).toContain('Error: YouTube video ID missing')
  })

  it('renders portable text', async () => {
    const html = await render({
      isHtml: false,
      legacyContent: [
        { _type: 'block', _key: 'a', style: 'h2', markDefs: [], children: [{ _type: 'span', text: 'Heading' }] },
      ],
    })
    expect(html).toContain('<h2>Heading</h2>')
  })

  it.each([
    [{}],
    [{ legacyContent: 42 }],
    [{ legacyContent: '<script>alert(1)</script>', isHtml: true }],
    [{ legacyContent: '<p> </p>' }],
    [{ content: lexical([paragraph('')]) }],
  ])('says "No content available." for an empty body (%j)', async (post) => {
    expect(await render(post as PostBodyInput)).toContain('No content available.')
  })

  it('says "Error processing content." when rendering throws', async () => {
    const hostile = { isHtml: true }
    Object.defineProperty(hostile, 'legacyContent', {
      get() {
        throw new Error('boom')
      },
    })
    expect(await render(hostile as PostBodyInput)).toContain('Error processing content.')
  })
})

describe('PostBodyView, Lexical bodies', () => {
  it('renders text, blocks and safe links', async () => {
    const html = await render({
      content: lexical([
        paragraph('Intro text'),
        block({ blockType: 'highlight', title: 'Heads up', icon: 'warning', variant: 'burnt', body: 'One\n\nTwo' }),
        block({ blockType: 'youtube', videoId: 'dQw4w9WgXcQ' }),
        block({ blockType: 'cta', heading: 'Share yours', buttonHref: 'javascript:alert(1)' }),
        block({ blockType: 'dynamicCta', variant: 'ghost', buttonText: 'Go' }),
        block({ blockType: 'subscribe' }),
        block({ blockType: 'sponsorCta' }),
        {
          type: 'paragraph',
          version: 1,
          children: [
            {
              type: 'link',
              version: 3,
              fields: { linkType: 'custom', url: 'javascript:alert(1)', newTab: false },
              children: [{ type: 'text', version: 1, text: 'bad link', format: 0 }],
            },
            {
              type: 'link',
              version: 3,
              fields: { linkType: 'internal', doc: { relationTo: 'stories', value: { id: 1, slug: 'a-story' } } },
              children: [{ type: 'text', version: 1, text: 'a story', format: 0 }],
            },
          ],
        },
      ]),
      legacyContent: '<p>ignored legacy</p>',
    })
    expect(html).toContain('Intro text')
    expect(html).not.toContain('ignored legacy')
    expect(html).toContain('Heads up')
    expect(html).toContain('<p>One</p><p>Two</p>')
    expect(html).toContain('aria-label="Play: YouTube video"')
    expect(html).toContain('Share yours')
    expect(html).toContain('href="/share-your-story"')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('bad link')
    expect(html).toContain('href="/a-story"')
    expect(html).toContain('Join the Vanlife Voices community')
    expect(html).toContain('href="/about-vunked"')
  })

  it('renders an uploaded image at 800 px with alt and caption', async () => {
    const html = await render({
      content: lexical([
        {
          type: 'upload',
          version: 3,
          relationTo: 'media',
          fields: { caption: 'At the lake' },
          value: {
            id: 3,
            alt: 'A van',
            mimeType: 'image/png',
            url: '/api/media/file/van.png',
            width: 1600,
            height: 900,
          },
        },
      ]),
    })
    expect(html).toContain('alt="A van"')
    expect(html).toContain('width="800"')
    expect(html).toContain('height="450"')
    expect(html).toContain('At the lake')
  })

  it('leaves out the sponsor block when there is no partner', async () => {
    const html = await render(
      { content: lexical([block({ blockType: 'sponsorCta' })]) },
      { productName: 'X', sponsor: null },
    )
    expect(html).not.toContain('sponsor-cta')
  })
})
