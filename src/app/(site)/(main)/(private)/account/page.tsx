import type { Metadata } from 'next'

import { AccountDashboard } from '@/features/accounts/components/account/dashboard'
import { PrivatePage } from '@/features/accounts/components/private-page'
import { accountPageMetadata } from '@/features/accounts/metadata'
import { pathWithQuery, requireMember } from '@/features/accounts/server/guard'
import { listMemberCostSummaries } from '@/features/calculator/server'

/** Private: rendered per request for the signed-in member, never cached. */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({ title: 'Account Dashboard' })
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function AccountPage({ searchParams }: Props) {
  const member = await requireMember(pathWithQuery('/account', await searchParams))
  const costSummaries = await listMemberCostSummaries(member)
  return (
    <PrivatePage
      title="Account Dashboard"
      intro={member.firstName ? `Welcome back, ${member.firstName}!` : 'Welcome back!'}
    >
      <AccountDashboard member={member} costSummaries={costSummaries} />
    </PrivatePage>
  )
}
