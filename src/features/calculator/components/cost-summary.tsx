'use client'

import { PrinterIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

import type { CostBreakdown } from '../logic/formulas'
import { formatMoney } from '../logic/money'
import { summarySections } from '../logic/sections'
import { BreakdownChart } from './breakdown-chart'

type Props = {
  breakdown: CostBreakdown
  symbol: string
  regionLabel: string
  /** Until the visitor has had it emailed, the summary is blurred under `cover` (SPEC §2, §4). */
  revealed: boolean
  cover: ReactNode
}

/** The summary: monthly and yearly totals, the chart and table by section, every line, once-off costs. */
export function CostSummary({ breakdown, symbol, regionLabel, revealed, cover }: Props) {
  const format = (cents: number) => formatMoney(cents, symbol)
  const sections = summarySections(breakdown)
  return (
    <section aria-labelledby="summary-heading" className="relative" data-testid="cost-summary">
      <p className="mb-2 hidden text-sm text-mocha-light print:block">
        Vanlife Cost of Living Calculator · {regionLabel} ·{' '}
        {new Date().toLocaleDateString('en-US', { dateStyle: 'long' })}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="summary-heading" className="text-2xl md:text-3xl">
          Your monthly cost summary
        </h2>
        {revealed ? (
          <Button type="button" variant="outline" onClick={() => window.print()} className="print:hidden">
            <PrinterIcon aria-hidden="true" />
            Print or save as PDF
          </Button>
        ) : null}
      </div>
      <div className="relative mt-6">
        <div
          inert={!revealed}
          aria-hidden={revealed ? undefined : true}
          data-revealed={revealed}
          className={cn(
            'flex flex-col gap-8 rounded-2xl border border-border bg-card p-5 md:p-8',
            !revealed && 'pointer-events-none blur-md select-none print:hidden',
          )}
        >
          <p className="text-sm text-mocha-light">
            For {regionLabel}, in {symbol === '$' ? 'dollars' : symbol === '£' ? 'pounds' : 'euros'}.
          </p>
          <dl className="grid gap-4 sm:grid-cols-3">
            <Total label="Monthly total" value={format(breakdown.totalMonthlyCost)} strong />
            <Total label="Yearly total" value={format(breakdown.totalYearlyCost)} />
            <Total label="Once-off costs" value={format(breakdown.onceOff.total)} />
          </dl>
          <BreakdownChart sections={sections} monthly={breakdown.totalMonthlyCost} format={format} />
          <div className="grid gap-6 md:grid-cols-2">
            {sections.map((section) => (
              <table key={section.id} className="w-full text-left text-sm">
                <caption className="mb-2 text-left text-base font-semibold text-mocha">
                  {section.number}. {section.title}
                </caption>
                <tbody>
                  {section.rows.map((row) => (
                    <tr key={row.label} className="border-b border-border/60">
                      <th scope="row" className="py-1.5 pr-3 font-normal">
                        {row.label}
                      </th>
                      <td className="py-1.5 text-right tabular-nums">{format(row.cost)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="font-semibold">
                    <th scope="row" className="py-1.5 pr-3">
                      Total
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{format(section.total)}</td>
                  </tr>
                </tfoot>
              </table>
            ))}
          </div>
          <dl className="flex flex-col gap-2 border-t border-border pt-4 text-base">
            <Line label="Subtotal" value={format(breakdown.subtotalCost)} />
            <Line
              label={`Contingency (${breakdown.misc.contingencyPercentage}%)`}
              value={format(breakdown.contingencyCost)}
            />
            <Line label="Monthly total" value={format(breakdown.totalMonthlyCost)} strong />
            <Line label="Yearly total" value={format(breakdown.totalYearlyCost)} />
          </dl>
          <div>
            <h3 className="text-base font-semibold text-mocha">Once-off costs</h3>
            {breakdown.onceOff.items.length > 0 ? (
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {breakdown.onceOff.items.map((item) => (
                  <li key={item.name} className="flex justify-between gap-3">
                    <span>{item.name}</span>
                    <span className="tabular-nums">{format(item.cost)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-mocha-light">None: nothing you chose costs anything up front.</p>
            )}
          </div>
        </div>
        {revealed ? null : (
          <div className="absolute inset-0 flex items-start justify-center p-4 pt-8 md:pt-16">
            <div className="sticky top-24 flex w-full justify-center">{cover}</div>
          </div>
        )}
      </div>
    </section>
  )
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('rounded-xl p-4', strong ? 'bg-burnt text-white' : 'bg-sand text-mocha')}>
      <dt className="text-sm">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={label}>
        {value}
      </dd>
    </div>
  )
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-3', strong && 'font-semibold')}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}
