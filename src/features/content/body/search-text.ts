/**
 * The text of a post's body as search indexes it (issue 25 point 1): what a reader reads, without
 * markup. The Lexical body when it has content (its blocks' text fields included,
 * lexical-text.ts); else the imported body, its HTML as text and its shortcodes as the text they
 * show (a call-to-action's heading, subheading, button and badge; a highlight's title and text; a
 * video's title). Pure.
 */
import { legacyBodyToHtml } from './legacy'
import { hasLexicalBody, lexicalPlainText } from './lexical-text'
import { htmlToText } from './sanitize'
import { type BodySegment, decodeEntities, parseShortcodes, type ShortcodeBlock } from './shortcodes'

export type SearchTextPost = { content?: unknown; legacyContent?: unknown; isHtml?: boolean | null }

function blockText(block: ShortcodeBlock): string[] {
  switch (block.type) {
    case 'cta':
    case 'dynamic-cta':
      return [block.props.heading, block.props.subheading, block.props.buttonText, block.props.badgeText ?? '']
    case 'highlight':
      return [block.props.title ?? '', htmlToText(block.html)]
    case 'youtube':
      return [block.props.title]
    default:
      return []
  }
}

function segmentText(segment: BodySegment): string {
  return segment.kind === 'html' ? htmlToText(segment.html) : blockText(segment.block).join(' ')
}

export function postSearchText(post: SearchTextPost): string {
  if (hasLexicalBody(post.content)) return lexicalPlainText(post.content)
  const html = legacyBodyToHtml(post)
  if (!html) return ''
  return decodeEntities(parseShortcodes(html).map(segmentText).join(' ')).replace(/\s+/g, ' ').trim()
}
