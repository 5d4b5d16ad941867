/**
 * Turns the legal globals' plain-text bodies (Privacy Policy, Terms of Service) into blocks
 * the LegalDocument component renders. Pure and framework-free.
 *
 * Format (as the admin help text says): paragraphs are separated by a blank line; lines
 * starting with "- " become list items; {product}, {privacyEmail} and {contactEmail} are
 * replaced with the values from Site settings.
 */
import { formatLongDate } from '@/lib/utils'

export type LegalBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] }

export type LegalPlaceholders = {
  product?: string | null
  privacyEmail?: string | null
  contactEmail?: string | null
}

export type TextPart = { type: 'text'; value: string } | { type: 'email'; value: string }

const LIST_ITEM = /^\s*[-•]\s+/
const PLACEHOLDER = /\{(product|privacyEmail|contactEmail)\}/g
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g

/**
 * Replaces {product}, {privacyEmail} and {contactEmail}. A placeholder without a value is
 * left as written, so a missing setting shows up instead of leaving a broken sentence.
 */
export function substitutePlaceholders(text: string, values: LegalPlaceholders): string {
  return text.replace(PLACEHOLDER, (match, name: keyof LegalPlaceholders) => {
    const value = values[name]?.trim()
    return value ? value : match
  })
}

/** Splits a body into paragraphs (blank-line separated) and lists (runs of "- " lines). */
export function parseLegalText(text: string | null | undefined): LegalBlock[] {
  if (!text) return []
  const blocks: LegalBlock[] = []
  const chunks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)

  for (const chunk of chunks) {
    let paragraph: string[] = []
    let list: string[] = []
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') })
      paragraph = []
    }
    const flushList = () => {
      if (list.length) blocks.push({ type: 'list', items: list })
      list = []
    }

    for (const rawLine of chunk.split('\n')) {
      const line = rawLine.trim()
      if (!line) continue
      if (LIST_ITEM.test(rawLine)) {
        flushParagraph()
        list.push(rawLine.replace(LIST_ITEM, '').trim())
      } else if (list.length && /^\s{2,}\S/.test(rawLine)) {
        // An indented line continues the previous list item.
        list[list.length - 1] = `${list[list.length - 1]} ${line}`
      } else {
        flushList()
        paragraph.push(line)
      }
    }
    flushParagraph()
    flushList()
  }
  return blocks
}

/** Parses a body and fills in the placeholders in one go. */
export function legalBlocks(text: string | null | undefined, values: LegalPlaceholders): LegalBlock[] {
  return parseLegalText(text ? substitutePlaceholders(text, values) : text)
}

/** Splits text around email addresses so they can be rendered as mailto links. */
export function splitEmails(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(EMAIL)) {
    const start = match.index ?? 0
    if (start > last) parts.push({ type: 'text', value: text.slice(last, start) })
    parts.push({ type: 'email', value: match[0] })
    last = start + match[0].length
  }
  if (last < text.length) parts.push({ type: 'text', value: text.slice(last) })
  return parts
}

/** "1. Information We Collect": numbered by position; a number the editor typed is not doubled. */
export function numberedHeading(index: number, heading: string): string {
  return `${index + 1}. ${heading.replace(/^\s*\d+[.)]\s*/, '').trim()}`
}

/** "Effective: December 1, 2024", or an empty string without a valid date. */
export function formatEffectiveDate(value: string | null | undefined): string {
  const date = formatLongDate(value)
  return date ? `Effective: ${date}` : ''
}
