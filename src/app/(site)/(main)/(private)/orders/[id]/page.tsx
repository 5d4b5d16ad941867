import { ArrowLeftIcon } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { Button } from '@/components/ui/button'
import { OrderDetail } from '@/features/accounts/components/orders/order-detail'
import { PrivatePage } from '@/features/accounts/components/private-page'
import { accountPageMetadata } from '@/features/accounts/metadata'
import { orderNumberOf } from '@/features/accounts/orders'
import { ACCOUNT_PAGES } from '@/features/accounts/paths'
import { pathWithQuery, requireMember } from '@/features/accounts/server/guard'
import { findMemberOrder } from '@/features/accounts/server/orders'
import { getPayloadClient } from '@/payload-client'

/** Private: rendered per request for the signed-in member, never cached. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { id } = await params
  return accountPageMetadata({ title: `Order ${orderNumberOf(id)}` })
}

/** One of the member's orders; another member's order, or an unknown id, is the not-found page. */
export default async function OrderPage({ params, searchParams }: Props) {
  const { id } = await params
  const member = await requireMember(
    pathWithQuery(`${ACCOUNT_PAGES.orders}/${encodeURIComponent(id)}`, await searchParams),
  )
  const order = await findMemberOrder(await getPayloadClient(), member, id)
  if (!order) notFound()
  return (
    <PrivatePage
      title={`Order ${order.orderNumber}`}
      aside={
        <Button asChild variant="outline" size="sm" className="self-start md:self-auto">
          <Link href={ACCOUNT_PAGES.orders}>
            <ArrowLeftIcon aria-hidden="true" />
            All orders
          </Link>
        </Button>
      }
    >
      <OrderDetail order={order} />
    </PrivatePage>
  )
}
