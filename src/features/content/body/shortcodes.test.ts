import { describe, expect, it } from 'vitest'

import { decodeEntities, parseAttributes, parseShortcodes, stripShortcodes } from './shortcodes'

describe('parseAttributes', () => {
  it('reads double, single, curly-quoted and bare values', () => {
    expect(parseAttributes(` heading="Hi there" subheading='Sub' button-text=\u201cGo\u201d variant=primary`)).toEqual({
      heading: 'Hi there',
      subheading: 'Sub',
      buttonText: 'Go',
      variant: 'primary',
    })
  })

  it('decodes entity-encoded quotes and ignores unknown attributes', () => {
    expect(parseAttributes(' id=&quot;abc123XYZ_-&quot; onclick="x" title=&#39;A &amp; B&#39;')).toEqual({
      id: 'abc123XYZ_-',
      title: 'A & B',
    })
  })
})

describe('decodeEntities', () => {
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&lt;&#65;&#x42;&bogus;&#0;')).toBe('<AB&bogus;&#0;')
  })
})

describe('parseShortcodes', () => {
  it('returns the HTML alone when there is no shortcode', () => {
    expect(parseShortcodes('<p>Hello [world]</p>')).toEqual([{ kind: 'html', html: '<p>Hello [world]</p>' }])
  })

  it('splits every supported shortcode out, with typed props', () => {
    const html =
      '<p>Intro</p>[cta heading="Hi" buttonHref="/stories"][subscribe][sponsor-cta]' +
      '[dynamic-cta variant="ghost"][youtube id="dQw4w9WgXcQ" title="Tour"]<p>End</p>'
    const segments = parseShortcodes(html)
    expect(segments.map((s) => (s.kind === 'html' ? s.html : s.block.type))).toEqual([
      '<p>Intro</p>',
      'cta',
      'subscribe',
      'sponsor-cta',
      'dynamic-cta',
      'youtube',
      '<p>End</p>',
    ])
    expect(segments[1]).toMatchObject({
      block: { props: { heading: 'Hi', buttonHref: '/stories', buttonText: 'Subscribe' } },
    })
    expect(segments[4]).toMatchObject({ block: { props: { variant: 'ghost' } } })
    expect(segments[5]).toMatchObject({ block: { props: { id: 'dQw4w9WgXcQ', title: 'Tour' } } })
  })

  it('takes a highlight with its body', () => {
    const segments = parseShortcodes(
      '<p>[highlight title="Tip" icon="tip" variant="burnt"]</p><p>Check the <b>fuses</b>.</p><p>[/highlight]</p>',
    )
    expect(segments).toEqual([
      {
        kind: 'block',
        block: {
          type: 'highlight',
          props: { title: 'Tip', icon: 'tip', variant: 'burnt' },
          html: '<p>Check the <b>fuses</b>.</p>',
        },
      },
    ])
  })

  it('drops the paragraph wrapping a lone shortcode', () => {
    expect(parseShortcodes('<p>A</p><p>[subscribe]</p><p>B</p>')).toEqual([
      { kind: 'html', html: '<p>A</p>' },
      { kind: 'block', block: { type: 'subscribe' } },
      { kind: 'html', html: '<p>B</p>' },
    ])
  })

  it('gives a youtube shortcode without an id a null id (rendered as the SPEC error)', () => {
    expect(parseShortcodes('[youtube title="x"]')).toEqual([
      { kind: 'block', block: { type: 'youtube', props: { id: null, title: 'x' } } },
    ])
  })

  it('accepts an explicit closing tag after a self-closing shortcode and is case-insensitive', () => {
    expect(parseShortcodes('[CTA][/cta]').map((s) => s.kind)).toEqual(['block'])
  })

  it.each([
    '[unknown foo="bar"]',
    '[cta heading="unclosed]',
    '[highlight title="x"]never closed',
    '[/highlight] stray',
    '[youtube id="x"',
    '[[[[]]]]',
    '[',
    '',
  ])('leaves malformed or unknown input %j as text without throwing', (html) => {
    const segments = parseShortcodes(html)
    expect(segments.every((s) => s.kind === 'html')).toBe(true)
    expect(segments.map((s) => (s.kind === 'html' ? s.html : '')).join('')).toBe(html)
  })

  it('handles long hostile input quickly', () => {
    const html = '[cta ' + '"'.repeat(5000) + 'a'.repeat(5000)
    const started = Date.now()
    parseShortcodes(html)
    expect(Date.now() - started).toBeLessThan(500)
  })
})

describe('stripShortcodes', () => {
  it('keeps highlight bodies and removes the rest', () => {
    expect(stripShortcodes('<p>A</p>[cta heading="Lots of words"][highlight]B[/highlight]')).toBe('<p>A</p>  B ')
  })
})
