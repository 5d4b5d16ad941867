import { describe, expect, it } from 'vitest'

import { blocksPlainText, portableTextToHtml } from './portable-text'

let key = 0
const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s${key++}`, text, marks })
const block = (style: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: `b${key++}`,
  style,
  markDefs: [],
  children,
  ...extra,
})

describe('portableTextToHtml', () => {
  it('renders every supported style', () => {
    const html = portableTextToHtml([
      block('normal', [span('Para')]),
      block('h1', [span('One')]),
      block('h2', [span('Two')]),
      block('h3', [span('Three')]),
      block('h4', [span('Four')]),
      block('blockquote', [span('Quoted')]),
    ])
    expect(html).toBe('<p>Para</p><h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><blockquote>Quoted</blockquote>')
  })

  it('renders strong, em and links opening in a new tab', () => {
    const html = portableTextToHtml([
      block('normal', [span('bold', ['strong']), span(' '), span('it', ['em']), span(' '), span('site', ['l1'])], {
        markDefs: [{ _type: 'link', _key: 'l1', href: 'https://example.com/?a=1&b=2' }],
      }),
    ])
    expect(html).toBe(
      '<p><strong>bold</strong> <em>it</em> <a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">site</a></p>',
    )
  })

  it('drops unsafe link targets but keeps the text', () => {
    const html = portableTextToHtml([
      block('normal', [span('click', ['l1'])], {
        markDefs: [{ _type: 'link', _key: 'l1', href: 'javascript:alert(1)' }],
      }),
    ])
    expect(html).toBe('<p>click</p>')
  })

  it('renders bullet and number lists', () => {
    const html = portableTextToHtml([
      block('normal', [span('a')], { listItem: 'bullet', level: 1 }),
      block('normal', [span('b')], { listItem: 'bullet', level: 1 }),
      block('normal', [span('c')], { listItem: 'number', level: 1 }),
    ])
    expect(html).toBe('<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>')
  })

  it('renders images with an asset as figures and skips those without', () => {
    const html = portableTextToHtml([
      {
        _type: 'image',
        _key: 'i1',
        asset: { _ref: 'image-1', url: 'https://cdn.example.com/a.jpg' },
        caption: 'A van',
      },
      { _type: 'image', _key: 'i2', asset: { _ref: 'image-2', url: 'https://cdn.example.com/b.jpg' }, alt: 'Sunset' },
      { _type: 'image', _key: 'i3' },
    ])
    expect(html).toBe(
      '<figure><img src="https://cdn.example.com/a.jpg" alt="Image" loading="lazy" decoding="async" /><figcaption>A van</figcaption></figure>' +
        '<figure><img src="https://cdn.example.com/b.jpg" alt="Sunset" loading="lazy" decoding="async" /></figure>',
    )
  })

  it('escapes text and leaves no markup from spans', () => {
    const html = portableTextToHtml([block('normal', [span('<script>alert(1)</script>')])])
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
  })

  it('skips unknown block types and ignores unknown marks', () => {
    const html = portableTextToHtml([
      { _type: 'codeEmbed', _key: 'x', code: 'x' },
      block('normal', [span('t', ['weird'])]),
    ])
    expect(html).toBe('<p>t</p>')
  })

  it('falls back to the blocks’ plain text joined by blank lines when conversion fails', () => {
    const broken = [
      block('normal', [span('First <b>')]),
      { _type: 'block', _key: 'bad', style: 'normal', markDefs: [], children: [null, span('Middle')] },
      block('normal', [span('Second')]),
    ]
    expect(portableTextToHtml(broken)).toBe('<p>First &lt;b&gt;</p>\n\n<p>Middle</p>\n\n<p>Second</p>')
  })
})

describe('blocksPlainText', () => {
  it('joins block text with blank lines', () => {
    expect(blocksPlainText([block('normal', [span('a'), span('b')]), block('h2', [span('c')]), null])).toBe('ab\n\nc')
  })
})
