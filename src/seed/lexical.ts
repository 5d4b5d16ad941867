/**
 * Small builders for Payload's Lexical editor state (the JSON stored in richText fields).
 * Inline markup inside strings: **bold**, *italic* and [label](https://url or /path).
 */
import { createHash } from 'node:crypto'

export interface LexicalNode {
  type: string
  version: number
  [key: string]: unknown
}

export interface LexicalState {
  [key: string]: unknown
  root: {
    type: string
    children: LexicalNode[]
    direction: 'ltr' | 'rtl' | null
    format: '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify'
    indent: number
    version: number
  }
}

/** Lexical text format bit flags. */
export const BOLD = 1
export const ITALIC = 2

const elementBase = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

export function text(value: string, format = 0): LexicalNode {
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

/** Stable 24-hex id for a link node (Payload link nodes v3 carry an id). */
function linkId(url: string, label: string): string {
  return createHash('sha1').update(`${url}\u0000${label}`).digest('hex').slice(0, 24)
}

export function link(label: string, url: string, format = 0): LexicalNode {
  const external = /^https?:\/\//.test(url)
  return {
    type: 'link',
    ...elementBase,
    version: 3,
    id: linkId(url, label),
    fields: { linkType: 'custom', url, newTab: external },
    children: [text(label, format)],
  }
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** Parses the inline markup of one block into text and link nodes. */
export function inline(markup: string): LexicalNode[] {
  const nodes: LexicalNode[] = []
  let last = 0
  for (const match of markup.matchAll(INLINE)) {
    const index = match.index ?? 0
    if (index > last) nodes.push(text(markup.slice(last, index)))
    if (match[1] !== undefined) nodes.push(text(match[1], BOLD))
    else if (match[2] !== undefined) nodes.push(text(match[2], ITALIC))
    else nodes.push(link(match[3], match[4]))
    last = index + match[0].length
  }
  if (last < markup.length) nodes.push(text(markup.slice(last)))
  return nodes
}

export function paragraph(markup: string): LexicalNode {
  return { type: 'paragraph', ...elementBase, textFormat: 0, textStyle: '', children: inline(markup) }
}

export function heading(tag: 'h2' | 'h3', markup: string): LexicalNode {
  return { type: 'heading', tag, ...elementBase, children: inline(markup) }
}

export const h2 = (markup: string): LexicalNode => heading('h2', markup)
export const h3 = (markup: string): LexicalNode => heading('h3', markup)

export function quote(markup: string): LexicalNode {
  return { type: 'quote', ...elementBase, children: inline(markup) }
}

export function list(items: string[], listType: 'bullet' | 'number' = 'bullet'): LexicalNode {
  return {
    type: 'list',
    listType,
    start: 1,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    ...elementBase,
    children: items.map((item, i) => ({ type: 'listitem', value: i + 1, ...elementBase, children: inline(item) })),
  }
}

export const bullets = (items: string[]): LexicalNode => list(items, 'bullet')

/** The root editor state from a list of blocks. */
export function richText(blocks: LexicalNode[]): LexicalState {
  return { root: { type: 'root', ...elementBase, children: blocks } }
}

/** Stable 24-hex id for a block node, from its content (so re-seeding changes nothing). */
function blockId(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('hex').slice(0, 24)
}

/**
 * A post body block (src/features/content/blocks): cta, dynamicCta, subscribe, sponsorCta, youtube,
 * video or highlight, with its fields.
 */
export function block(blockType: string, fields: Record<string, unknown> = {}): LexicalNode {
  return {
    type: 'block',
    version: 2,
    format: '',
    fields: { id: blockId({ blockType, ...fields }), blockName: '', blockType, ...fields },
  }
}

/** An image from the media library, with an optional caption and alt override. */
export function upload(mediaId: number, fields: { alt?: string; caption?: string } = {}): LexicalNode {
  return {
    type: 'upload',
    version: 3,
    format: '',
    id: blockId({ mediaId, ...fields }),
    relationTo: 'media',
    value: mediaId,
    fields: { alt: fields.alt ?? null, caption: fields.caption ?? null },
  }
}

/**
 * A placeholder for an image whose media id is known only while seeding: `fromBlocks` replaces
 * it with an upload node from its `media` map (and leaves it out when the key is missing).
 */
export interface MediaRef {
  mediaRef: string
  alt?: string
  caption?: string
}

export const mediaRef = (key: string, fields: { alt?: string; caption?: string } = {}): MediaRef => ({
  mediaRef: key,
  ...fields,
})

/**
 * A placeholder for a video block (the post body's `video` block) whose video id is known only
 * while seeding: `fromBlocks` resolves it from its `videos` map (and leaves it out when missing).
 */
export interface VideoRef {
  videoRef: string
  caption?: string
}

export const videoRef = (key: string, fields: { caption?: string } = {}): VideoRef => ({ videoRef: key, ...fields })

/** One entry of a body: the string shorthand below, a ready node (block(), upload()…) or a media or video placeholder. */
export type BodyItem = string | LexicalNode | MediaRef | VideoRef

const isMediaRef = (item: BodyItem): item is MediaRef => typeof item === 'object' && 'mediaRef' in item
const isVideoRef = (item: BodyItem): item is VideoRef => typeof item === 'object' && 'videoRef' in item

function fromShorthand(markup: string): LexicalNode {
  if (markup.startsWith('### ')) return h3(markup.slice(4))
  if (markup.startsWith('## ')) return h2(markup.slice(3))
  if (markup.startsWith('> ')) return quote(markup.slice(2))
  const lines = markup.split('\n')
  if (lines.every((line) => line.startsWith('- '))) return bullets(lines.map((line) => line.slice(2)))
  return paragraph(markup)
}

/**
 * Shorthand for long bodies: one string per block. "## " starts an h2, "### " an h3,
 * "> " a quote, and a block whose lines all start with "- " is a bullet list. Nodes pass
 * through; media placeholders are resolved from `media`, video placeholders from `videos`.
 */
export function fromBlocks(
  blocks: BodyItem[],
  media: Record<string, number | null | undefined> = {},
  videos: Record<string, number | undefined> = {},
): LexicalState {
  const nodes: LexicalNode[] = []
  for (const item of blocks) {
    if (typeof item === 'string') nodes.push(fromShorthand(item))
    else if (isMediaRef(item)) {
      const id = media[item.mediaRef]
      if (id) nodes.push(upload(id, { alt: item.alt, caption: item.caption }))
    } else if (isVideoRef(item)) {
      const id = videos[item.videoRef]
      if (id) nodes.push(block('video', { video: id, caption: item.caption ?? null, loop: false }))
    } else nodes.push(item)
  }
  return richText(nodes)
}

/** Plain text of a state, e.g. to count words. */
export function plainText(state: LexicalState): string {
  const walk = (node: LexicalNode): string =>
    typeof node.text === 'string'
      ? node.text
      : Array.isArray(node.children)
        ? (node.children as LexicalNode[]).map(walk).join(node.type === 'list' ? '\n' : '')
        : ''
  return state.root.children.map(walk).join('\n\n')
}
