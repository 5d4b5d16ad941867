/**
 * Shortcodes written inside imported HTML bodies (SPEC §9 "Rich-content shortcodes in bodies"),
 * split out of the HTML so that they render as the same components as the Lexical blocks:
 *
 *   [cta heading="…" subheading="…" buttonText="…" buttonHref="…" badgeText="…" backgroundClassName="…"]
 *   [dynamic-cta …the cta options… variant="primary|secondary|…"]
 *   [subscribe]
 *   [sponsor-cta]            (the sponsor call-to-action; [sponsor] is accepted too)
 *   [youtube id="…" title="…"]
 *   [highlight title="…" icon="tip|warning|info|quote" variant="default|burnt|terra|mocha"]…[/highlight]
 *
 * Attribute values may be double-, single- or curly-quoted, HTML-entity encoded, or bare words.
 * Unknown shortcodes and malformed ones (an unclosed quote or highlight) stay in the HTML as text.
 * Pure, never throws; the HTML pieces are not sanitised here (the renderer does that).
 */
import { ctaProps, type CtaProps } from '../blocks/Cta/vocabulary'
import { dynamicCtaProps, type DynamicCtaProps } from '../blocks/DynamicCta/vocabulary'
import { highlightProps, type HighlightProps } from '../blocks/Highlight/vocabulary'
import { youtubeProps, type YouTubeProps } from '../blocks/YouTube/vocabulary'
import type { RawProps } from '../blocks/shared'

export type ShortcodeBlock =
  | { type: 'cta'; props: CtaProps }
  | { type: 'dynamic-cta'; props: DynamicCtaProps }
  | { type: 'subscribe' }
  | { type: 'sponsor-cta' }
  | { type: 'youtube'; props: YouTubeProps }
  | { type: 'highlight'; props: HighlightProps; html: string }

export type BodySegment = { kind: 'html'; html: string } | { kind: 'block'; block: ShortcodeBlock }

/** `[name attrs]` or `[/name]`; quoted values may contain `]`. */
const TOKEN = /\[(\/?)([a-zA-Z][\w-]*)((?:[^\]"'\u201c\u201d]|"[^"]*"|'[^']*'|\u201c[^\u201d]*\u201d)*)\]/g
const ATTRIBUTE = /([a-zA-Z][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|\u201c([^\u201d]*)\u201d|([^\s"'\u201c\u201d]+))/g

const SELF_CLOSING = new Set(['cta', 'dynamic-cta', 'subscribe', 'sponsor-cta', 'sponsor', 'youtube'])

/** Attribute names, case and dashes ignored, as the block options spell them. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  heading: 'heading',
  subheading: 'subheading',
  buttontext: 'buttonText',
  buttonhref: 'buttonHref',
  badgetext: 'badgeText',
  background: 'background',
  backgroundclassname: 'backgroundClassName',
  variant: 'variant',
  buttonvariant: 'variant',
  id: 'id',
  videoid: 'id',
  url: 'url',
  title: 'title',
  icon: 'icon',
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Decodes the few entities an HTML editor writes into shortcode text. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    const lower = body.toLowerCase()
    if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16)) ?? entity
    if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10)) ?? entity
    return NAMED_ENTITIES[lower] ?? entity
  })
}

function safeCodePoint(code: number): string | null {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null
}

/** Attributes of a shortcode as raw block options. */
export function parseAttributes(source: string): RawProps {
  const attributes: RawProps = {}
  for (const match of decodeEntities(source).matchAll(ATTRIBUTE)) {
    const name = ATTRIBUTE_NAMES[match[1].toLowerCase().replace(/[-_]/g, '')]
    if (name) attributes[name] = match[2] ?? match[3] ?? match[4] ?? match[5] ?? ''
  }
  return attributes
}

function toBlock(name: string, attributes: RawProps, innerHtml = ''): ShortcodeBlock {
  switch (name) {
    case 'cta':
      return { type: 'cta', props: ctaProps(attributes) }
    case 'dynamic-cta':
      return { type: 'dynamic-cta', props: dynamicCtaProps(attributes) }
    case 'subscribe':
      return { type: 'subscribe' }
    case 'youtube':
      return { type: 'youtube', props: youtubeProps(attributes) }
    case 'highlight':
      return { type: 'highlight', props: highlightProps(attributes), html: unwrapParagraphEdges(innerHtml) }
    default:
      return { type: 'sponsor-cta' }
  }
}

const OPEN_P_AT_END = /<p(?:\s[^>]*)?>\s*$/i
const CLOSE_P_AT_START = /^\s*<\/p>/i

/** Drops the `</p>` and `<p>` an editor leaves inside a block's body when the tags sit on their own lines. */
function unwrapParagraphEdges(html: string): string {
  return html.replace(CLOSE_P_AT_START, '').replace(OPEN_P_AT_END, '').trim()
}

/** A shortcode alone in a paragraph (`<p>[subscribe]</p>`) takes the paragraph with it. */
function dropWrappingParagraphs(segments: BodySegment[]): BodySegment[] {
  segments.forEach((segment, index) => {
    if (segment.kind !== 'block') return
    const before = segments[index - 1]
    const after = segments[index + 1]
    if (
      before?.kind === 'html' &&
      after?.kind === 'html' &&
      OPEN_P_AT_END.test(before.html) &&
      CLOSE_P_AT_START.test(after.html)
    ) {
      before.html = before.html.replace(OPEN_P_AT_END, '')
      after.html = after.html.replace(CLOSE_P_AT_START, '')
    }
  })
  return segments.filter((segment) => segment.kind === 'block' || segment.html.trim() !== '')
}

/** Splits HTML into HTML pieces and shortcode blocks, in order. */
export function parseShortcodes(html: string): BodySegment[] {
  const segments: BodySegment[] = []
  let pending = ''
  let cursor = 0
  TOKEN.lastIndex = 0
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [token, closing, rawName, attributeSource] = match
    const name = rawName.toLowerCase()
    const start = match.index
    let end = start + token.length
    let block: ShortcodeBlock | null = null
    if (!closing && SELF_CLOSING.has(name)) {
      block = toBlock(name, parseAttributes(attributeSource))
      // Tolerate an explicit closing tag right after (`[cta …][/cta]`).
      const closer = new RegExp(`^\\s*\\[\\/${name}\\]`, 'i').exec(html.slice(end))
      if (closer) end += closer[0].length
    } else if (!closing && name === 'highlight') {
      const close = /\[\/highlight\]/i.exec(html.slice(end))
      if (close) {
        block = toBlock(name, parseAttributes(attributeSource), html.slice(end, end + close.index))
        end += close.index + close[0].length
      }
    }
    if (!block) continue
    pending += html.slice(cursor, start)
    if (pending) segments.push({ kind: 'html', html: pending })
    segments.push({ kind: 'block', block })
    pending = ''
    cursor = end
    TOKEN.lastIndex = end
  }
  pending += html.slice(cursor)
  if (pending) segments.push({ kind: 'html', html: pending })
  return dropWrappingParagraphs(segments)
}

/** The HTML with shortcodes removed (for counting words). */
export function stripShortcodes(html: string): string {
  return parseShortcodes(html)
    .map((segment) => {
      if (segment.kind === 'html') return segment.html
      return segment.block.type === 'highlight' ? ` ${segment.block.html} ` : ' '
    })
    .join('')
}
