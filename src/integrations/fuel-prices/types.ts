/** What the fuel-price sources give us, in our own terms. Pure types, no vendor shapes. */

export type FuelType = 'gasoline' | 'diesel'

/** One average retail price as a source observed it. */
export type FuelPriceObservation = {
  region: 'usa' | 'uk'
  fuelType: FuelType
  /** Per `unit`, in the region's currency (US dollars, pounds sterling). */
  price: number
  unit: 'gallon' | 'liter'
  /** When the source says the price was observed (EIA: the week's date; UK: the feeds' last update). */
  observedAt: Date
}

/** The US energy agency's weekly averages: dollars per gallon. */
export type UsFuelPrice = FuelPriceObservation & { region: 'usa'; unit: 'gallon' }

/** UK retailers' averages: pounds per litre. */
export type UkFuelPrice = FuelPriceObservation & { region: 'uk'; unit: 'liter' }

/**
 * Why a source gave nothing usable. `detail` is written here (a status code, a field, a count):
 * never the request URL, its API key or the answer's body.
 */
export type SourceFailureReason =
  'timeout' | 'network' | 'http' | 'too-large' | 'not-json' | 'bad-payload' | 'stale' | 'no-prices'

export type SourceFailure = {
  /** 'eia', or a UK feed's host name. */
  source: string
  reason: SourceFailureReason
  detail: string
}

/** A source's answer: the prices it gave and what failed (both may be non-empty: a partial result). */
export type FuelPriceResult<T extends FuelPriceObservation> = {
  prices: T[]
  failures: SourceFailure[]
}
