import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

import { CHECKOUT_COUNTRIES, type OrderView } from '../../schemas'

const countryName = (code: string) => CHECKOUT_COUNTRIES.find((country) => country.code === code)?.name ?? code

/** Where the order goes, as the server recorded it: name, email, address, city, postal code, country. */
export function ShippingDetails({ order }: { order: OrderView }) {
  const { customer } = order
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Shipping Details</CardTitle>
      </CardHeader>
      <CardContent>
        <address className="flex flex-col gap-1 break-words text-mocha not-italic">
          <span className="font-semibold">
            {customer.firstName} {customer.lastName}
          </span>
          <span className="text-mocha-light">{order.email}</span>
          <span className="mt-2">{customer.address}</span>
          <span>
            {customer.city}, {customer.postalCode}
          </span>
          <span>{countryName(customer.country)}</span>
        </address>
      </CardContent>
    </Card>
  )
}
