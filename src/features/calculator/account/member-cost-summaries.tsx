/**
 * /account's "Your cost summaries" (issue 13): the summaries a member had emailed to themselves,
 * newest first (at most MEMBER_SUMMARIES_LIMIT), each with its date, region and monthly total in
 * the region's currency, and a link that reopens the calculator with the same inputs. Without any,
 * one line pointing at the calculator. Server component (no interaction), browser-safe.
 */
import { ChevronRightIcon } from 'lucide-react'
import Link from 'next/link'

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatLongDate } from '@/lib/utils'

import { type Cents, formatMoney } from '../logic/money'
import { currencyFor, REGION_LABELS, type RegionKey } from '../logic/regions'

/** One sent summary as /account lists it (listMemberCostSummaries in ../server). */
export type MemberCostSummary = {
  id: number
  /** ISO date it was sent. */
  createdAt: string
  region: RegionKey
  totalMonthlyCost: Cents
  /** The calculator with the summary's region and inputs in its address. */
  href: string
}

export function MemberCostSummaries({
  summaries,
  calculatorPath = '/vanlife-cost-calculator',
  className,
}: {
  summaries: readonly MemberCostSummary[]
  calculatorPath?: string
  className?: string
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2">Your cost summaries</CardTitle>
      </CardHeader>
      <CardContent>
        {summaries.length === 0 ? (
          <p className="text-mocha-light">
            You have not emailed yourself a cost summary yet.{' '}
            <Link href={calculatorPath} className="font-semibold text-burnt underline underline-offset-4">
              Work out your monthly costs
            </Link>
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-border" aria-label="Your cost summaries, newest first">
            {summaries.map((summary) => (
              <li key={summary.id}>
                <Link
                  href={summary.href}
                  className="group flex items-center justify-between gap-4 py-3 focus-visible:outline-2 focus-visible:outline-burnt"
                >
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold text-mocha group-hover:underline">
                      {REGION_LABELS[summary.region]}
                    </span>
                    <time dateTime={summary.createdAt} className="text-sm text-mocha-light">
                      {formatLongDate(summary.createdAt)}
                    </time>
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="text-right">
                      <span className="block text-lg font-semibold text-mocha">
                        {formatMoney(summary.totalMonthlyCost, currencyFor(summary.region).symbol)}
                      </span>
                      <span className="block text-xs text-mocha-light">a month</span>
                    </span>
                    <ChevronRightIcon className="size-5 text-mocha-light" aria-hidden="true" />
                    <span className="sr-only">Open this calculation</span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
