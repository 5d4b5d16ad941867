/**
 * The check of a fuel price that arrives from elsewhere (the live stream in the browser, another
 * instance through Redis): the shape of ./fuel-price-view.ts. Apart from it so that the page's
 * first load carries no zod (the stream's code loads after the page). Pure.
 */
import { z } from 'zod'

import { FUEL_PRICE_REGIONS, type FuelPriceView } from './fuel-price-view'

export const fuelPriceViewSchema = z.object({
  region: z.enum(FUEL_PRICE_REGIONS),
  fuelType: z.enum(['gasoline', 'diesel']),
  price: z.number().nonnegative(),
  unit: z.enum(['gallon', 'liter']),
  source: z.enum(['live', 'estimate']),
  lastUpdated: z.string().min(1),
}) satisfies z.ZodType<FuelPriceView>
