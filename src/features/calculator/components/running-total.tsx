'use client'

import { ChevronUpIcon } from 'lucide-react'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

import { formatMoney } from '../logic/money'
import { type RunningTotal as Totals, runningTotalAnnouncement } from '../logic/running-total'

type Props = {
  /** The month as the inputs stand (logic/running-total.ts), or null before a region is chosen. */
  totals: Totals | null
  symbol: string
}

/** Where the full summary (the one behind the email) starts: cost-summary.tsx's heading. */
const SUMMARY_HREF = '#summary-heading'
const HEADING = 'Your month so far'
const SUMMARY_NOTE = 'Your yearly total, once-off costs and every line are in'

/**
 * The running total (issue 26 point 6): from 1024 px a sticky card beside the sections, below that
 * a bar pinned to the bottom of the screen that opens onto the section totals. Only the monthly
 * and section totals: the rest stays in the summary behind the email (SPEC §2, §4). A screen
 * reader hears the monthly total once typing pauses, not on every keystroke.
 */
export function RunningTotal({ totals, symbol }: Props) {
  return (
    <>
      <SideCard totals={totals} symbol={symbol} />
      {totals ? <PinnedBar totals={totals} symbol={symbol} /> : null}
      <Announcer text={totals ? runningTotalAnnouncement(totals.monthly, symbol) : ''} />
    </>
  )
}

function SideCard({ totals, symbol }: Props) {
  return (
    <aside
      aria-labelledby="running-total-heading"
      data-testid="running-total"
      className="sticky top-[calc(var(--header-height)+1.5rem)] hidden max-h-[calc(100dvh-var(--header-height)-3rem)] self-start overflow-y-auto rounded-2xl border border-border bg-card p-6 shadow-sm lg:block print:hidden"
    >
      <h2 id="running-total-heading" className="text-xl">
        {HEADING}
      </h2>
      {totals ? (
        <>
          <div className="mt-4 rounded-xl bg-burnt p-4 text-white">
            <p className="text-sm">Monthly total</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="running-monthly-total">
              {formatMoney(totals.monthly, symbol)}
            </p>
          </div>
          <SectionTotals totals={totals} symbol={symbol} className="mt-4" />
          <p className="mt-4 text-sm text-mocha-light">
            {SUMMARY_NOTE}{' '}
            <a
              href={SUMMARY_HREF}
              className="font-medium text-burnt underline underline-offset-4 hover:text-burnt-dark"
            >
              your summary
            </a>
            .
          </p>
        </>
      ) : (
        <p className="mt-3 text-base text-mocha-light">
          Choose a country/region above and your monthly total adds up here as you go.
        </p>
      )}
    </aside>
  )
}

function SectionTotals({ totals, symbol, className }: Props & { totals: Totals; className?: string }) {
  return (
    <dl className={cn('flex flex-col text-sm', className)}>
      {totals.sections.map((section) => (
        <div
          key={section.id}
          className="flex items-baseline justify-between gap-3 border-b border-border/60 py-2 last:border-b-0"
        >
          <dt>
            {section.number}. {section.title}
          </dt>
          <dd className="font-semibold whitespace-nowrap tabular-nums" data-testid={`running-${section.id}`}>
            {formatMoney(section.total, symbol)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Below 1024 px: the monthly total on a bar at the bottom of the screen; its button opens the section totals. */
function PinnedBar({ totals, symbol }: Props & { totals: Totals }) {
  const [open, setOpen] = useState(false)
  const bar = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  useBottomInset(bar)
  return (
    <aside
      ref={bar}
      aria-label={HEADING}
      data-testid="pinned-total"
      onKeyDown={(event) => {
        // Escape closes the opened totals and leaves focus on their button.
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        toggle.current?.focus()
      }}
      className="fixed inset-x-0 bottom-0 z-30 flex flex-col-reverse border-t border-border bg-card pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(60_40_20/0.12)] lg:hidden print:hidden"
    >
      {/* The bar first in the reading and focus order; the opened totals show above it. */}
      <div className="flex items-center justify-between gap-3 px-4 py-2.5">
        <p className="flex flex-col">
          <span className="text-xs text-mocha-light">Monthly total</span>
          <span className="text-xl leading-tight font-semibold tabular-nums" data-testid="pinned-monthly-total">
            {formatMoney(totals.monthly, symbol)}
          </span>
        </p>
        <Button
          ref={toggle}
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          Section totals
          <ChevronUpIcon aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="max-h-[50dvh] overflow-y-auto border-b border-border px-4 pt-3 pb-2">
        <SectionTotals totals={totals} symbol={symbol} />
        <p className="mt-2 text-sm text-mocha-light">
          {SUMMARY_NOTE}{' '}
          <a
            href={SUMMARY_HREF}
            onClick={() => setOpen(false)}
            className="font-medium text-burnt underline underline-offset-4 hover:text-burnt-dark"
          >
            your summary
          </a>
          .
        </p>
      </div>
    </aside>
  )
}

/**
 * While the bar shows, the page keeps clear of it: `--site-bottom-inset` on the root, which the
 * toasts read, and globals.css with them (the scroll padding, and the footer's padding at the
 * bottom so its last line can scroll above the bar). Follows the bar's height (opened, closed,
 * hidden from 1024 px) and is removed with it.
 */
function useBottomInset(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current
    if (!element) return
    const root = document.documentElement
    const apply = () => {
      const height = element.offsetHeight
      if (height > 0) root.style.setProperty('--site-bottom-inset', `${height}px`)
      else clear()
    }
    const clear = () => root.style.removeProperty('--site-bottom-inset')
    apply()
    const observer = new ResizeObserver(apply)
    observer.observe(element)
    return () => {
      observer.disconnect()
      clear()
    }
  }, [bar])
}

/** A polite live region that takes the text 1.5 s after it last changed. */
function Announcer({ text }: { text: string }) {
  const [said, setSaid] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSaid(text), 1500)
    return () => clearTimeout(timer)
  }, [text])
  return (
    <p role="status" className="sr-only" data-testid="running-total-status">
      {said}
    </p>
  )
}
