import type { Cents } from '../logic/money'
import type { SummarySection } from '../logic/sections'

type Props = { sections: SummarySection[]; monthly: Cents; format: (cents: Cents) => string }

const BAR_COLOURS = ['#ad420d', '#a4492f', '#6b5443', '#c9772f', '#3a2a20', '#8f6a4e']
const ROW = 44
const LABEL_WIDTH = 0

/** Share of the month, rounded to a whole percent (0 when the month is 0). */
export function shareOf(part: Cents, whole: Cents): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0
}

/**
 * The month by section: a hand-drawn SVG bar chart (no chart library) described for screen
 * readers, and the same figures in a table beside it (issue 13 point 6).
 */
export function BreakdownChart({ sections, monthly, format }: Props) {
  const largest = Math.max(1, ...sections.map((section) => section.total))
  const height = sections.length * ROW
  const description = sections
    .map((section) => `${section.title}: ${format(section.total)} (${shareOf(section.total, monthly)}%)`)
    .join('; ')
  return (
    <figure className="grid gap-6 lg:grid-cols-2" aria-labelledby="breakdown-caption">
      <figcaption id="breakdown-caption" className="text-lg font-semibold text-mocha lg:col-span-2">
        Where the month goes
      </figcaption>
      <svg
        viewBox={`0 0 400 ${height}`}
        role="img"
        aria-labelledby="breakdown-title breakdown-desc"
        className="h-auto w-full"
        preserveAspectRatio="xMinYMin meet"
      >
        <title id="breakdown-title">Monthly costs by section</title>
        <desc id="breakdown-desc">{description}</desc>
        {sections.map((section, index) => {
          const width = Math.max(section.total > 0 ? 2 : 0, (section.total / largest) * (400 - LABEL_WIDTH))
          const y = index * ROW
          return (
            <g key={section.id}>
              <text x={0} y={y + 14} fontSize="13" fill="#3a2a20">
                {section.number}. {section.title}
              </text>
              <rect x={LABEL_WIDTH} y={y + 20} width={width} height={16} rx={4} fill={BAR_COLOURS[index]} />
            </g>
          )
        })}
      </svg>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Monthly costs by section, with each one&apos;s share of the month</caption>
        <thead>
          <tr className="border-b border-border text-mocha-light">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Section
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Per month
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {sections.map((section, index) => (
            <tr key={section.id} className="border-b border-border/60">
              <th scope="row" className="py-2 pr-3 font-normal">
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block size-3 rounded-sm align-middle"
                  style={{ backgroundColor: BAR_COLOURS[index] }}
                />
                {section.number}. {section.title}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{format(section.total)}</td>
              <td className="py-2 text-right tabular-nums">{shareOf(section.total, monthly)}%</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-2 pr-3">
              Monthly total
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{format(monthly)}</td>
            <td className="py-2 text-right tabular-nums">{monthly > 0 ? '100%' : '0%'}</td>
          </tr>
        </tfoot>
      </table>
    </figure>
  )
}
