/**
 * The imported body of a post (from the old content platform) as HTML, by the SPEC §5 rules:
 * - isHtml and a string: the string is HTML;
 * - an array of blocks with isHtml: the blocks' text, joined by blank lines, is HTML;
 * - an array without isHtml: portable text, converted (and sanitised) by portable-text.ts;
 * - any other string: HTML anyway;
 * - anything else: empty.
 * The result is not sanitised yet (the renderer splits shortcodes out first, then sanitises).
 */
import { blocksPlainText, portableTextToHtml } from './portable-text'

export type LegacyBody = { legacyContent?: unknown; isHtml?: boolean | null }

export function legacyBodyToHtml({ legacyContent, isHtml }: LegacyBody): string {
  if (typeof legacyContent === 'string') return legacyContent
  if (Array.isArray(legacyContent)) {
    return isHtml ? blocksPlainText(legacyContent) : portableTextToHtml(legacyContent)
  }
  return ''
}
