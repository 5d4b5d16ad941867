/**
 * The running total beside (or under) the inputs (issue 26 point 6): the monthly total and the six
 * section totals, read from the same breakdown and section list as the full summary
 * (./sections.ts), so the two never disagree. Only these figures: the lines, the yearly total
 * and the once-off costs stay in the summary behind the email (SPEC §2, §4). Pure and browser-safe.
 */
import type { CostBreakdown } from './formulas'
import { type Cents, formatMoney } from './money'
import { type SectionId, summarySections } from './sections'

export type RunningSection = { id: SectionId; number: number; title: string; total: Cents }
export type RunningTotal = { monthly: Cents; sections: RunningSection[] }

/** The monthly total and each section's total; the sections add up to the monthly total. */
export function runningTotal(breakdown: CostBreakdown): RunningTotal {
  return {
    monthly: breakdown.totalMonthlyCost,
    sections: summarySections(breakdown).map(({ id, number, title, total }) => ({ id, number, title, total })),
  }
}

/** What a screen reader hears once typing pauses: "Monthly total: $1,234.50". */
export function runningTotalAnnouncement(monthly: Cents, symbol: string): string {
  return `Monthly total: ${formatMoney(monthly, symbol)}`
}
