/**
 * Plain-link pagination of the lists (/stories, /stories?type=…, /articles, /search, /orders):
 * ?page=N, page 1 without it.
 * Pure, so the rules are unit-tested.
 */

/** `searchParams.page` as Next hands it over. */
export type PageParam = string | string[] | undefined

/**
 * The page asked for: 1 when absent, else a positive whole number written plainly ("2", not
 * "02", "2.0" or "-1"); null for anything else (the page answers 404).
 */
export function parsePageParam(value: PageParam): number | null {
  if (value === undefined) return 1
  if (Array.isArray(value)) return null
  if (!/^[1-9]\d{0,8}$/.test(value)) return null
  return Number(value)
}

/** A page number from the cached route's path segment (/stories/page/N): null when it is not one. */
export function parsePageSegment(segment: string): number | null {
  try {
    return parsePageParam(decodeURIComponent(segment))
  } catch {
    return null
  }
}

/**
 * The list's address for a page: page 1 is the list's own address; later pages add ?page=N, or
 * &page=N when that address has a query already (/stories?type=solo&page=2).
 */
export function pageHref(basePath: string, page: number): string {
  if (page <= 1) return basePath
  return `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}`
}

export type PageSlot = number | 'gap'

/**
 * The page numbers to show: the first, the last and `siblings` on each side of the current one;
 * a skipped run becomes 'gap', unless it is a single page, which is shown instead.
 */
export function pageWindow(current: number, total: number, siblings = 1): PageSlot[] {
  if (total < 1) return []
  const wanted = new Set<number>([1, total])
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= total) wanted.add(page)
  }
  const pages = [...wanted].sort((a, b) => a - b)
  const slots: PageSlot[] = []
  pages.forEach((page, index) => {
    const previous = pages[index - 1]
    if (previous !== undefined && page - previous === 2) slots.push(previous + 1)
    else if (previous !== undefined && page - previous > 2) slots.push('gap')
    slots.push(page)
  })
  return slots
}
