/**
 * POST /api/fuel-prices/refresh: staff refresh the fuel prices now (the admin's "Refresh fuel
 * prices now" button above the list). Refused alike (requireStaff: 403) for anyone but staff; otherwise the
 * refresh runs and the answer says what it did:
 *   { ok, message, updated: [{ region, fuelType, price, unit, lastUpdated }], unchanged, failures: [{ source, reason, detail }], skipped }
 * `ok` is false when a source failed (what the others gave is stored all the same).
 */
import type { Endpoint } from 'payload'

import { requireStaff } from '@/cms/access'

import { runFuelPriceRefresh } from './run'
import { describeRefresh } from './summary'

export const REFRESH_FUEL_PRICES_PATH = '/refresh'

const NO_STORE = { 'Cache-Control': 'no-store' }

export const refreshFuelPricesEndpoint: Endpoint = {
  path: REFRESH_FUEL_PRICES_PATH,
  method: 'post',
  handler: async (req) => {
    const refused = requireStaff(req)
    if (refused) return refused
    const outcome = await runFuelPriceRefresh(req.payload, req)
    return Response.json(
      {
        ok: outcome.failures.length === 0,
        message: describeRefresh(outcome),
        updated: outcome.updated.map(({ region, fuelType, price, unit, lastUpdated }) => ({
          region,
          fuelType,
          price,
          unit,
          lastUpdated,
        })),
        unchanged: outcome.unchanged,
        failures: outcome.failures,
        skipped: outcome.skipped,
      },
      { status: 200, headers: NO_STORE },
    )
  },
}
