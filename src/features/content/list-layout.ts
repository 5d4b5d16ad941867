/**
 * How a list (/stories, /stories?type=…, /articles) is cut into pages and how each page's cards
 * fill the grid's rows (1 column below 768 px, 2 from 768 px, 3 from 1024 px: PostGrid).
 * Pure, so every total and every page is unit-tested (list-layout.test.ts).
 *
 * Pages: PAGE_SIZE (12, a whole number of rows in 2 and in 3 columns) a page; the first page of a
 * list with a featured card (two columns wide) holds one card less, so it fills its rows too. A
 * remainder smaller than half a page joins the last full page instead of making a page of its own
 * (13 stories: one page of 13, never a page of 12 and a page of 1).
 *
 * Rows: the featured card spans two columns on wide screens (SPEC); where a page's last row would
 * hold a lone card (or leave a hole), its first and last cards span two columns at that width.
 */

/** Cards a page on the lists (a multiple of 2 and 3: the grid's column counts). */
export const PAGE_SIZE = 12

/** One page's cards: `count` cards from `offset` (0-based) in the list's order. */
export type PageSlice = { offset: number; count: number }

/**
 * The pages of a list of `total` cards; `featuredFirst`: page 1 starts with a featured card
 * (two columns wide). No pages when there are no cards.
 */
export function listPages(total: number, { featuredFirst = false, pageSize = PAGE_SIZE } = {}): PageSlice[] {
  if (!Number.isSafeInteger(total) || total <= 0) return []
  const sizes: number[] = []
  let left = total
  let first = true
  while (left > 0) {
    const size = first && featuredFirst ? pageSize - 1 : pageSize
    first = false
    if (left <= size) {
      sizes.push(left)
      break
    }
    const rest = left - size
    // A small remainder joins this page (the last) rather than standing alone on the next one.
    if (rest < pageSize / 2) {
      sizes.push(left)
      break
    }
    sizes.push(size)
    left = rest
  }
  let offset = 0
  return sizes.map((count) => {
    const slice = { offset, count }
    offset += count
    return slice
  })
}

/**
 * The database pages (of `limit` rows) that hold one list page's slice: at most two, since the
 * slice is never longer than `limit`.
 */
export function slicePages({ offset, count }: PageSlice): { limit: number; pages: number[]; skip: number } {
  const limit = Math.max(count, 1)
  const first = Math.floor(offset / limit) + 1
  const skip = offset - (first - 1) * limit
  return { limit, pages: skip === 0 ? [first] : [first, first + 1], skip }
}

/** How many pages a list of `total` cards has (0 when empty). */
export function listPageCount(total: number, options: { featuredFirst?: boolean; pageSize?: number } = {}): number {
  return listPages(total, options).length
}

/** Where a card spans two columns: from 768 px (2 columns), from 1024 px (3 columns), both or neither. */
export type WideAt = { md: boolean; lg: boolean }

/** The grid's column counts on wide screens (PostGrid: md 2, lg 3). */
export const WIDE_COLUMNS = { md: 2, lg: 3 } as const

/** Row by row placement of cards that span 1 or 2 columns, as CSS grid's auto-flow does. */
export function placeCards(spans: readonly number[], columns: number): { rows: number[]; holes: number } {
  const rows: number[] = []
  let used = 0
  let cards = 0
  let holes = 0
  for (const wanted of spans) {
    const span = Math.min(wanted, columns)
    if (used + span > columns) {
      holes += columns - used
      rows.push(cards)
      used = 0
      cards = 0
    }
    used += span
    cards += 1
    if (used === columns) {
      rows.push(cards)
      used = 0
      cards = 0
    }
  }
  const lastRowGap = used > 0 ? columns - used : 0
  if (cards > 0) rows.push(cards)
  return { rows, holes: holes + lastRowGap }
}

function spansFor(count: number, wide: ReadonlySet<number>): number[] {
  return Array.from({ length: count }, (_, index) => (wide.has(index) ? 2 : 1))
}

/**
 * The cards that span two columns at one column count: the featured first card always (SPEC);
 * then the fewest of the first and last two cards that leave no hole and no lone card in a row
 * (the whole page fills its rows when it can).
 */
export function wideCards(count: number, columns: number, featuredFirst: boolean): Set<number> {
  const forced = featuredFirst && count > 0 ? [0] : []
  if (columns < 2 || count === 0) return new Set(forced)
  const candidates = [...new Set([0, count - 1, count - 2].filter((index) => index >= 0))]
  let best: { wide: Set<number>; score: number } | null = null
  for (let mask = 0; mask < 1 << candidates.length; mask += 1) {
    const wide = new Set(forced)
    candidates.forEach((index, bit) => {
      if (mask & (1 << bit)) wide.add(index)
    })
    // Only the forced card, or an added one: a mask that repeats the forced set counts once.
    if (forced.some((index) => !wide.has(index))) continue
    const { rows, holes } = placeCards(spansFor(count, wide), columns)
    const lone = rows.filter((cards, row) => cards === 1 && spansFor(count, wide)[rowStart(rows, row)] === 1).length
    // Lone cards weigh most, then holes (a short last row), then each extra wide card.
    const score = lone * 1000 + holes * 10 + wide.size
    if (!best || score < best.score) best = { wide, score }
  }
  return best?.wide ?? new Set(forced)
}

function rowStart(rows: readonly number[], row: number): number {
  return rows.slice(0, row).reduce((sum, cards) => sum + cards, 0)
}

/** For each card of a page, the widths at which it spans two columns. */
export function cardSpans(count: number, featuredFirst: boolean): WideAt[] {
  const md = wideCards(count, WIDE_COLUMNS.md, featuredFirst)
  const lg = wideCards(count, WIDE_COLUMNS.lg, featuredFirst)
  return Array.from({ length: count }, (_, index) => ({ md: md.has(index), lg: lg.has(index) }))
}
