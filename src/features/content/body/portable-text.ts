/**
 * Portable-text bodies from the old content platform, converted to HTML with the maintained
 * @portabletext/to-html (SPEC §5): styles normal, h1-h4 and blockquote; marks strong, em and
 * link; bullet and number lists; images with an asset as a figure (images without one skipped).
 * Links open in a new tab with noopener noreferrer. The output is sanitised. When conversion
 * fails, the plain text of the blocks is used, joined by blank lines (SPEC §8).
 */
import { escapeHTML, type PortableTextComponents, toHTML, uriLooksSafe } from '@portabletext/to-html'

import { logger } from '@/lib/logger'

import { sanitizeBodyHtml } from './sanitize'

type Rec = Record<string, unknown>

const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value)
const isTyped = (value: unknown): value is Rec & { _type: string } => isRecord(value) && typeof value._type === 'string'
const str = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The URL of an image value: `asset.url` (import exports carry it), or a `url` on the image. */
export function imageUrl(value: unknown): string | null {
  if (!isRecord(value)) return null
  const asset = value.asset
  if (!isRecord(asset)) return null
  const url = str(asset.url) || str(value.url)
  return url.trim() || null
}

function imageComponent({ value }: { value: unknown }): string {
  const url = imageUrl(value)
  if (!url) return ''
  const record = value as Rec
  const alt = str(record.alt).trim() || 'Image'
  const caption = str(record.caption).trim()
  return (
    `<figure><img src="${escapeHTML(url)}" alt="${escapeHTML(alt)}">` +
    (caption ? `<figcaption>${escapeHTML(caption)}</figcaption>` : '') +
    '</figure>'
  )
}

function linkMark({ children, value }: { children: string; value?: unknown }): string {
  const href = isRecord(value) ? str(value.href).trim() : ''
  if (!href || !uriLooksSafe(href)) return children
  return `<a href="${escapeHTML(href)}" target="_blank" rel="noopener noreferrer">${children}</a>`
}

const COMPONENTS: PortableTextComponents = {
  types: { image: imageComponent },
  marks: {
    strong: ({ children }) => `<strong>${children}</strong>`,
    em: ({ children }) => `<em>${children}</em>`,
    link: linkMark,
  },
  block: {
    normal: ({ children }) => `<p>${children ?? ''}</p>`,
    h1: ({ children }) => `<h1>${children ?? ''}</h1>`,
    h2: ({ children }) => `<h2>${children ?? ''}</h2>`,
    h3: ({ children }) => `<h3>${children ?? ''}</h3>`,
    h4: ({ children }) => `<h4>${children ?? ''}</h4>`,
    blockquote: ({ children }) => `<blockquote>${children ?? ''}</blockquote>`,
  },
  list: {
    bullet: ({ children }) => `<ul>${children ?? ''}</ul>`,
    number: ({ children }) => `<ol>${children ?? ''}</ol>`,
  },
  listItem: ({ children }) => `<li>${children ?? ''}</li>`,
  // Other block types, marks and styles: the text survives, the unknown wrapper does not.
  unknownType: () => '',
  unknownMark: ({ children }) => children,
  unknownBlockStyle: ({ children }) => `<p>${children ?? ''}</p>`,
  unknownList: ({ children }) => `<ul>${children ?? ''}</ul>`,
  unknownListItem: ({ children }) => `<li>${children ?? ''}</li>`,
}

/** The text of one block: its spans' text run together. */
export function blockText(block: unknown): string {
  if (!isRecord(block) || !Array.isArray(block.children)) return ''
  return block.children.map((child) => (isRecord(child) ? str(child.text) : '')).join('')
}

/** Blocks' plain text joined by blank lines (empty blocks left out). */
export function blocksPlainText(blocks: unknown[]): string {
  return blocks
    .map(blockText)
    .filter((text) => text.trim() !== '')
    .join('\n\n')
}

/** The SPEC §8 fallback as HTML: each block's escaped text as a paragraph. */
export function plainTextFallbackHtml(blocks: unknown[]): string {
  return blocksPlainText(blocks)
    .split('\n\n')
    .filter(Boolean)
    .map((text) => `<p>${escapeHTML(text)}</p>`)
    .join('\n\n')
}

/** Sanitised HTML for portable-text blocks (never throws). */
export function portableTextToHtml(blocks: unknown[]): string {
  try {
    const typed = blocks.filter(isTyped)
    const html = toHTML(typed, { components: COMPONENTS, onMissingComponent: false })
    return sanitizeBodyHtml(html)
  } catch (error) {
    logger.warn({ event: 'portable_text_failed', err: error }, 'Portable-text conversion failed; plain text used')
    return plainTextFallbackHtml(blocks)
  }
}
