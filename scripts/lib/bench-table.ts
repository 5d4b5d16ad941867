/**
 * The bench's summary (issue 23 point 8): every figure `npm run bench` measures against a target,
 * in one table, the figure beside its target and a verdict, "missed" where it misses. A figure
 * that could not be measured (a part skipped or failed) shows "n/a" and counts as not met.
 *
 * Pure: rows in, lines out. bench.ts builds the rows from what it measured.
 */

export type Comparison = 'at least' | 'at most'

export type BenchTarget = {
  comparison: Comparison
  limit: number
}

export type BenchRow = {
  /** The part of the bench it belongs to, e.g. "Memory", "Without a proxy". */
  part: string
  /** What was measured, e.g. "/stories req/s". */
  figure: string
  /** The measured value; null when it could not be measured. */
  value: number | null
  /** Its unit as printed after the number: "MB", "ms", "req/s", "kB", "" for a score. */
  unit: string
  target: BenchTarget
  /** Said after the verdict, e.g. why a value is missing. */
  note?: string
}

export type Verdict = 'met' | 'missed' | 'n/a'

export const atLeast = (limit: number): BenchTarget => ({ comparison: 'at least', limit })
export const atMost = (limit: number): BenchTarget => ({ comparison: 'at most', limit })

export function verdictOf(row: Pick<BenchRow, 'value' | 'target'>): Verdict {
  if (row.value === null || Number.isNaN(row.value)) return 'n/a'
  const { comparison, limit } = row.target
  return (comparison === 'at least' ? row.value >= limit : row.value <= limit) ? 'met' : 'missed'
}

function formatNumber(value: number): string {
  const rounded = Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10
  return rounded.toLocaleString('en-US')
}

function withUnit(value: number, unit: string): string {
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value)
}

export function formatValue(row: Pick<BenchRow, 'value' | 'unit'>): string {
  return row.value === null ? 'n/a' : withUnit(row.value, row.unit)
}

export function formatTarget(row: Pick<BenchRow, 'target' | 'unit'>): string {
  return `${row.target.comparison === 'at least' ? '≥' : '≤'} ${withUnit(row.target.limit, row.unit)}`
}

/** The table: part, figure, value, target, verdict; then a count of the targets met and missed. */
export function benchTableLines(rows: BenchRow[]): string[] {
  const cells = rows.map((row) => ({
    part: row.part,
    figure: row.figure,
    value: formatValue(row),
    target: formatTarget(row),
    verdict: verdictOf(row),
    note: row.note ?? '',
  }))
  const width = (key: 'part' | 'figure' | 'value' | 'target', title: string) =>
    Math.max(title.length, ...cells.map((cell) => cell[key].length))
  const widths = {
    part: width('part', 'part'),
    figure: width('figure', 'figure'),
    value: width('value', 'value'),
    target: width('target', 'target'),
  }
  const line = (part: string, figure: string, value: string, target: string, verdict: string, note: string) =>
    `  ${part.padEnd(widths.part)}  ${figure.padEnd(widths.figure)}  ${value.padStart(widths.value)}  ${target.padEnd(widths.target)}  ${verdict}${note ? `  (${note})` : ''}`.trimEnd()
  const counts = { met: 0, missed: 0, 'n/a': 0 }
  for (const cell of cells) counts[cell.verdict] += 1
  return [
    'Every target (issue 23 and the earlier ones), each figure beside its target',
    line('part', 'figure', 'value', 'target', 'verdict', ''),
    ...cells.map((cell, index) => {
      const previous = cells[index - 1]
      const part = previous?.part === cell.part ? '' : cell.part
      return line(part, cell.figure, cell.value, cell.target, cell.verdict, cell.note)
    }),
    `  ${counts.met} met, ${counts.missed} missed, ${counts['n/a']} not measured`,
    '',
  ]
}
