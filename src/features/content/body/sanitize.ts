/**
 * Sanitising HTML bodies imported from the old content platform (SPEC §5 "Content rendering").
 * Pure; runs at render time on every HTML chunk before it reaches `dangerouslySetInnerHTML`.
 * An allow-list of article markup survives; scripts, styles, frames, forms, event handlers,
 * inline styles and any URL that is not http(s), mailto or tel are removed.
 */
import sanitizeHtml from 'sanitize-html'

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'figure',
  'figcaption',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'mark',
  'small',
  'abbr',
  'cite',
  'q',
  'code',
  'pre',
  'span',
  'div',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only from the web (no data:, which can smuggle SVG with scripts into older viewers).
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Content of these is dropped with the tag, not kept as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // SPEC §5: links open in a new tab with noopener noreferrer.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? 'Image', loading: 'lazy', decoding: 'async' },
    }),
  },
  // An image whose source was unsafe (and so removed) is dropped altogether.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

/** Article HTML with every script vector removed. */
export function sanitizeBodyHtml(html: string): string {
  if (!html) return ''
  return sanitizeHtml(html, OPTIONS)
}

/** The text of some HTML (tags and script/style content removed), entities left encoded. */
export function htmlToText(html: string): string {
  if (!html) return ''
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
}
