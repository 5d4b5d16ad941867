/**
 * The rows of a list's card grid as laid out in the browser (issue 26 point 4): for each row, how
 * many cards it holds and the share of the grid's width they fill.
 */
import type { Locator } from '@playwright/test'

export type GridRow = { cards: number; filled: number }

/** The rows of the card grid (the list of `[data-slot="story-card"]` items) inside `scope`. */
export async function gridRows(scope: Locator): Promise<GridRow[]> {
  return listRows(scope.locator('ul:has(> li [data-slot="story-card"])').first())
}

/** The rows of `list`'s items (its children) as laid out: cards in each row, share of the width filled. */
export async function listRows(list: Locator): Promise<GridRow[]> {
  return list.evaluate((element) => {
    const width = element.getBoundingClientRect().width
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0
    const rows = new Map<number, number[]>()
    for (const item of Array.from(element.children)) {
      const box = item.getBoundingClientRect()
      const top = Math.round(box.top)
      rows.set(top, [...(rows.get(top) ?? []), box.width])
    }
    return [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, widths]) => ({
        cards: widths.length,
        filled: (widths.reduce((sum, each) => sum + each, 0) + gap * (widths.length - 1)) / width,
      }))
  })
}

/** A lone card: a row of one card that leaves most of the row empty (wider than one column: fine). */
export function loneCards(rows: GridRow[]): GridRow[] {
  return rows.filter((row) => row.cards === 1 && row.filled < 0.6)
}
