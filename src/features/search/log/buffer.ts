/**
 * The search log's in-process buffer (issue 25 point 6): searches are counted here and written in
 * batches (./server.ts flushes every 30 s and at shutdown), never one write per request. Pure.
 *
 * A count is keyed by day (UTC) and normalised query; it holds how many searches and how many of
 * them found nothing. No address, no visitor, no time of day. The buffer holds at most
 * `maxEntries` distinct keys between flushes: past that, new queries are not counted (a flood of
 * distinct words cannot grow memory), known ones still are.
 */

export type SearchCount = { day: string; term: string; searches: number; misses: number }

/** YYYY-MM-DD in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/** The longest query text stored (the normal form is at most SEARCH_QUERY_MAX_LENGTH already). */
export const SEARCH_LOG_TERM_MAX = 200

export class SearchLogBuffer {
  private counts = new Map<string, SearchCount>()
  /** Searches not counted since the last drain because the buffer was full. */
  dropped = 0

  constructor(private readonly maxEntries = 5_000) {}

  /** Counts one search of `term` (normalised, not empty) that found `total` results. */
  add(term: string, total: number, at: Date = new Date()): void {
    if (term === '') return
    const day = utcDay(at)
    const text = term.slice(0, SEARCH_LOG_TERM_MAX)
    const key = `${day}\u0000${text}`
    let count = this.counts.get(key)
    if (!count) {
      if (this.counts.size >= this.maxEntries) {
        this.dropped += 1
        return
      }
      count = { day, term: text, searches: 0, misses: 0 }
      this.counts.set(key, count)
    }
    count.searches += 1
    if (total === 0) count.misses += 1
  }

  get size(): number {
    return this.counts.size
  }

  /** The counts so far, emptying the buffer. */
  drain(): SearchCount[] {
    const counts = [...this.counts.values()]
    this.counts = new Map()
    this.dropped = 0
    return counts
  }

  /** Puts counts back (a flush that failed), adding to what was counted meanwhile, within the cap. */
  restore(counts: readonly SearchCount[]): void {
    for (const each of counts) {
      const key = `${each.day}\u0000${each.term}`
      const count = this.counts.get(key)
      if (count) {
        count.searches += each.searches
        count.misses += each.misses
      } else if (this.counts.size < this.maxEntries) {
        this.counts.set(key, { ...each })
      }
    }
  }
}
