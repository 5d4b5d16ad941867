import type { Metadata } from 'next'

import { PrivatePage } from '@/features/accounts/components/private-page'
import { ProfileForm } from '@/features/accounts/components/profile/profile-form'
import { accountPageMetadata } from '@/features/accounts/metadata'
import { pathWithQuery, requireMember } from '@/features/accounts/server/guard'

/** Private: rendered per request for the signed-in member, never cached. */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({ title: 'My Profile' })
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ProfilePage({ searchParams }: Props) {
  await requireMember(pathWithQuery('/profile', await searchParams))
  return (
    <PrivatePage title="My Profile" intro="Keep your name and phone number up to date.">
      <div className="max-w-2xl rounded-xl border border-border bg-card p-6 shadow-sm md:p-8">
        <ProfileForm />
      </div>
    </PrivatePage>
  )
}
