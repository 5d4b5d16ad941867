/**
 * Marked text from an engine (matched words between MARK_START and MARK_END) into TextPart[],
 * the only form a title or snippet leaves the slice in: the UI renders parts as text (a <mark>
 * around hits), so nothing an author wrote is ever read as HTML. Pure.
 */
import type { TextPart } from './types'

export const MARK_START = '\u0002'
export const MARK_END = '\u0003'

/** Splits `marked` into parts; stray or nested marks are dropped, empty parts left out. */
export function markedToParts(marked: string): TextPart[] {
  const parts: TextPart[] = []
  let hit = false
  let text = ''
  const flush = () => {
    if (!text) return
    const last = parts.at(-1)
    if (last && last.hit === hit) last.text += text
    else parts.push({ text, hit })
    text = ''
  }
  for (const char of marked) {
    if (char === MARK_START || char === MARK_END) {
      flush()
      hit = char === MARK_START
    } else {
      text += char
    }
  }
  flush()
  return parts
}

/** The text without marks. */
export function plainText(parts: TextPart[]): string {
  return parts.map((part) => part.text).join('')
}
