import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

export const DIMMED_TEXT = 'Please select a country/region above to enable this section.'

type Props = {
  id: string
  number: number
  title: string
  /** Before a region is chosen: dimmed, out of the tab order and of the accessibility tree (inert). */
  enabled: boolean
  /** The section's monthly total, formatted; shown in the heading row. */
  total?: string
  children: ReactNode
}

/** One numbered section of the calculator (SPEC §2). */
export function SectionCard({ id, number, title, enabled, total, children }: Props) {
  const headingId = `${id}-heading`
  return (
    <section
      aria-labelledby={headingId}
      data-calculator-section={id}
      className="relative rounded-2xl border border-border bg-card p-5 md:p-8 print:hidden"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="flex items-baseline gap-3 text-xl md:text-2xl">
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-burnt text-base text-white"
          >
            {number}
          </span>
          <span>
            <span className="sr-only">{number}. </span>
            {title}
          </span>
        </h2>
        {enabled && total ? (
          <p className="text-base font-semibold text-mocha">
            <span className="sr-only">{title} per month: </span>
            {total}
            <span className="text-sm font-normal text-mocha-light"> a month</span>
          </p>
        ) : null}
      </div>
      {enabled ? null : <p className="mt-3 text-base font-medium text-mocha">{DIMMED_TEXT}</p>}
      <div
        inert={!enabled}
        aria-hidden={enabled ? undefined : true}
        className={cn('mt-6', !enabled && 'opacity-40 select-none')}
      >
        {children}
      </div>
    </section>
  )
}
