import type { Metadata } from 'next'

import { NoOrdersYet, OrderList } from '@/features/accounts/components/orders/order-list'
import { PrivatePage } from '@/features/accounts/components/private-page'
import { accountPageMetadata } from '@/features/accounts/metadata'
import { pathWithQuery, requireMember } from '@/features/accounts/server/guard'
import { listMemberOrders } from '@/features/accounts/server/orders'
import { getSiteInfo } from '@/features/site/queries'
import { getPayloadClient } from '@/payload-client'

/** Private: rendered per request for the signed-in member, never cached. */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({ title: 'My Orders' })
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function OrdersPage({ searchParams }: Props) {
  const member = await requireMember(pathWithQuery('/orders', await searchParams))
  const [orders, site] = await Promise.all([listMemberOrders(await getPayloadClient(), member), getSiteInfo()])
  return (
    <PrivatePage title="My Orders">
      {orders.length > 0 ? <OrderList orders={orders} /> : <NoOrdersYet productName={site.productName} />}
    </PrivatePage>
  )
}
