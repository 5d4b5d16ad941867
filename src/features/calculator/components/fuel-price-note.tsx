'use client'

import { Badge } from '@/components/ui/badge'
import { formatLongDate } from '@/lib/utils'

import { fuelPriceLabel, type FuelPriceView } from '../fuel-price-view'
import { formatMoney } from '../logic/money'

export const PRICE_UNAVAILABLE = 'Price data unavailable'

export type FuelPriceNoteProps = {
  /** The price record of the chosen region and fuel; null when there is none. */
  view: FuelPriceView | null
  /** The regional average used without a record. */
  fallback: { price: number; unit: 'gallon' | 'liter' }
  symbol: string
}

/** The fuel price the section counts: its label and date, or the regional average with SPEC §8's badge. */
export function FuelPriceNote({ view, fallback, symbol }: FuelPriceNoteProps) {
  const price = view ?? fallback
  const amount = `${formatMoney(Math.round(price.price * 100), symbol)} per ${price.unit === 'liter' ? 'litre' : 'gallon'}`
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-mocha-light" data-testid="fuel-price">
      <span>
        Fuel price: <strong className="font-semibold text-mocha">{amount}</strong>
        {view ? (
          <>
            {' '}
            ({fuelPriceLabel(view)}, {formatLongDate(view.lastUpdated)})
          </>
        ) : (
          ' (regional average)'
        )}
      </span>
      {view ? null : <Badge variant="secondary">{PRICE_UNAVAILABLE}</Badge>}
    </p>
  )
}
