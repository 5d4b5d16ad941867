/**
 * /account (SPEC §2 "Accounts"): Profile Overview, Quick Actions and Account Stats, from the
 * signed-in member's own record (read by the guard), then the cost summaries they emailed
 * themselves from the calculator (issue 13; the page reads them). Server component; only Sign Out
 * is client.
 */
import { CalculatorIcon, PackageIcon, PenLineIcon, type LucideIcon } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { type MemberCostSummary, MemberCostSummaries } from '@/features/calculator'

import { memberSince, overviewName, overviewPhone, profileCompletion } from '../../dashboard'
import { ACCOUNT_PAGES } from '../../paths'
import { SignOutButton } from './sign-out-button'

export type DashboardMember = {
  email: string
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
  createdAt?: string | null
}

const QUICK_ACTIONS: readonly { href: string; label: string; Icon: LucideIcon }[] = [
  { href: ACCOUNT_PAGES.orders, label: 'My Orders', Icon: PackageIcon },
  { href: '/share-your-story', label: 'Share Your Story', Icon: PenLineIcon },
  { href: '/vanlife-cost-calculator', label: 'Cost Calculator', Icon: CalculatorIcon },
]

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-semibold text-mocha-light">{term}</dt>
      <dd className="break-words text-mocha">{children}</dd>
    </div>
  )
}

export function AccountDashboard({
  member,
  costSummaries = [],
}: {
  member: DashboardMember
  /** Newest first (the calculator slice's listMemberCostSummaries). */
  costSummaries?: readonly MemberCostSummary[]
}) {
  const name = overviewName(member)
  const phone = overviewPhone(member.phone)
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle as="h2">Profile Overview</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <dl className="grid gap-5 sm:grid-cols-2">
            <Detail term="Email">{member.email}</Detail>
            {name ? <Detail term="Name">{name}</Detail> : null}
            {phone ? <Detail term="Phone">{phone}</Detail> : null}
            <Detail term="Member since">{memberSince(member.createdAt)}</Detail>
          </dl>
          <div>
            <Button asChild variant="primary">
              <Link href={ACCOUNT_PAGES.profile}>Edit Profile</Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Quick Actions</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3">
            {QUICK_ACTIONS.map(({ href, label, Icon }) => (
              <li key={href}>
                <Button asChild variant="outline" className="w-full justify-start">
                  <Link href={href}>
                    <Icon aria-hidden="true" />
                    {label}
                  </Link>
                </Button>
              </li>
            ))}
            <li>
              <SignOutButton />
            </li>
          </ul>
        </CardContent>
      </Card>

      <Card className="lg:col-span-3">
        <CardHeader>
          <CardTitle as="h2">Account Stats</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-5 sm:grid-cols-2">
            <div className="rounded-lg bg-sand p-4">
              <dt className="text-sm font-semibold text-mocha-light">Account Status</dt>
              <dd className="mt-1 text-2xl font-semibold text-mocha">Active</dd>
            </div>
            <div className="rounded-lg bg-sand p-4">
              <dt className="text-sm font-semibold text-mocha-light">Profile Completion</dt>
              <dd className="mt-1 text-2xl font-semibold text-mocha">{profileCompletion(member)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <MemberCostSummaries summaries={costSummaries} className="lg:col-span-3" />
    </div>
  )
}
