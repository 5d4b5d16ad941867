/**
 * Forgiving one typo (issue 25 point 1: "skoolee" finds "skoolie"). Pure. A query word of
 * TYPO_MIN_LENGTH letters or more that the vocabulary does not know is looked up again as each of
 * its variants one edit away (deletion, transposition, substitution, insertion: one IN query), and
 * searched as itself or any known variant. The no-results state suggests known words at most two
 * edits away.
 */

/** Shorter words are never corrected (too many real words are one edit from each other). */
export const TYPO_MIN_LENGTH = 5
/** Longer words are never corrected either (their variants grow with length × alphabet). */
export const TYPO_MAX_LENGTH = 20
/** At most this many variants are looked up for one query, all its words together. */
export const MAX_TYPO_VARIANTS = 2000

/** Whether a word is corrected when the vocabulary does not know it: 5 to 20 letters. */
export function isTypoCandidate(word: string): boolean {
  const length = Array.from(word).length
  return length >= TYPO_MIN_LENGTH && length <= TYPO_MAX_LENGTH
}

/**
 * The variants looked up for a query's unknown words (each a typo candidate), at most
 * MAX_TYPO_VARIANTS in all: the first words first, a word past the budget gets only what is left.
 */
export function typoVariants(words: readonly string[]): Map<string, string[]> {
  const variants = new Map<string, string[]>()
  let left = MAX_TYPO_VARIANTS
  for (const word of words) {
    if (left <= 0) break
    if (variants.has(word) || !isTypoCandidate(word)) continue
    const own = editVariants(word).slice(0, left)
    variants.set(word, own)
    left -= own.length
  }
  return variants
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz'

/** Every string one edit away from `word` (letters a-z, and the word's own letters), without `word`. */
export function editVariants(word: string): string[] {
  const chars = Array.from(word)
  const letters = Array.from(new Set([...ALPHABET, ...chars]))
  const variants = new Set<string>()
  for (let i = 0; i <= chars.length; i++) {
    const head = chars.slice(0, i).join('')
    const rest = chars.slice(i)
    if (rest.length > 0) variants.add(head + rest.slice(1).join(''))
    if (rest.length > 1) variants.add(head + rest[1] + rest[0] + rest.slice(2).join(''))
    for (const letter of letters) {
      if (rest.length > 0) variants.add(head + letter + rest.slice(1).join(''))
      variants.add(head + letter + rest.join(''))
    }
  }
  variants.delete(word)
  variants.delete('')
  return [...variants]
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), stopping early once it
 * exceeds `max` (then answers max + 1).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a)
  const t = Array.from(b)
  if (Math.abs(s.length - t.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j)
  for (let i = 1; i <= s.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2] + 1)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    before = previous
    previous = current
  }
  return Math.min(previous[t.length], max + 1)
}
