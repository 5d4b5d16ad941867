/**
 * Reading a post's Lexical body (the richText `content` field) without the editor: whether it
 * has anything to show, and its plain text for the reading time. Pure.
 */
type Node = { type?: unknown; text?: unknown; children?: unknown; fields?: unknown }

/** Block fields whose text a reader reads (cta, highlight…). */
const BLOCK_TEXT_FIELDS = ['heading', 'subheading', 'title', 'body'] as const

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null

/** The root's children, or null when `content` is not a Lexical editor state. */
export function lexicalChildren(content: unknown): Node[] | null {
  if (!isNode(content) || !('root' in content)) return null
  const root = (content as { root?: unknown }).root
  if (!isNode(root) || !Array.isArray(root.children)) return null
  return root.children.filter(isNode)
}

function isEmptyParagraph(node: Node): boolean {
  if (node.type !== 'paragraph') return false
  const children = Array.isArray(node.children) ? node.children.filter(isNode) : []
  return children.every((child) => child.type === 'text' && typeof child.text === 'string' && child.text.trim() === '')
}

/** True when the Lexical body has something besides empty paragraphs (a fresh editor has one). */
export function hasLexicalBody(content: unknown): boolean {
  const children = lexicalChildren(content)
  return !!children && children.some((node) => !isEmptyParagraph(node))
}

function nodeText(node: Node): string {
  if (typeof node.text === 'string') return node.text
  const fieldText: string[] = []
  if (node.type === 'block' && isNode(node.fields)) {
    const fields = node.fields as Record<string, unknown>
    for (const key of BLOCK_TEXT_FIELDS) if (typeof fields[key] === 'string') fieldText.push(fields[key] as string)
  }
  const childText = Array.isArray(node.children) ? node.children.filter(isNode).map(nodeText).join('') : ''
  return [fieldText.join(' '), childText].filter(Boolean).join(' ')
}

/** The text of a Lexical body, blocks separated by blank lines. */
export function lexicalPlainText(content: unknown): string {
  return (lexicalChildren(content) ?? []).map(nodeText).join('\n\n')
}
