import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { NoOrdersYet, OrderList } from '@/features/accounts/components/orders/order-list'
import { OrdersPagination } from '@/features/accounts/components/orders/orders-pagination'
import { PrivatePage } from '@/features/accounts/components/private-page'
import { accountPageMetadata } from '@/features/accounts/metadata'
import { ORDERS_PER_PAGE, ordersPageHref, ordersPageRedirect } from '@/features/accounts/orders'
import { pathWithQuery, requireMember } from '@/features/accounts/server/guard'
import { listMemberOrders } from '@/features/accounts/server/orders'
import { parsePageParam } from '@/lib/paging'
import { getSiteInfo } from '@/features/site/queries'
import { getPayloadClient } from '@/payload-client'

/** Private: rendered per request for the signed-in member, never cached. */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({ title: 'My Orders' })
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** 20 orders a page (?page=N): a page that is not a number is not found, one past the last goes to the last. */
export default async function OrdersPage({ searchParams }: Props) {
  const params = await searchParams
  const member = await requireMember(pathWithQuery('/orders', params))
  const page = parsePageParam(params.page)
  if (page === null) notFound()
  const [list, site] = await Promise.all([
    listMemberOrders(await getPayloadClient(), member, { page, limit: ORDERS_PER_PAGE }),
    getSiteInfo(),
  ])
  const lastPage = ordersPageRedirect(page, list.totalPages)
  if (lastPage !== null) redirect(ordersPageHref(lastPage))
  return (
    <PrivatePage title="My Orders">
      {list.orders.length > 0 ? (
        <>
          <OrderList orders={list.orders} />
          <OrdersPagination page={list.page} totalPages={list.totalPages} />
        </>
      ) : (
        <NoOrdersYet productName={site.productName} />
      )}
    </PrivatePage>
  )
}
