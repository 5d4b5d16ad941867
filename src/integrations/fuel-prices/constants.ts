/** Fuel-price sources: where they live and what we accept from them. Pure, no secrets. */

/** EIA API v2: weekly retail gasoline and diesel prices (route petroleum/pri/gnd). */
export const EIA_GASOLINE_DIESEL_URL = 'https://api.eia.gov/v2/petroleum/pri/gnd/data/'

/** EIA product codes: regular gasoline, and No. 2 on-highway diesel. */
export const EIA_PRODUCTS = { gasoline: 'EPMR', diesel: 'EPD2D' } as const

/** EIA area code of the US average, and the process code of retail prices. */
export const EIA_US_AREA = 'NUS'
export const EIA_RETAIL_PROCESS = 'PTE'

/** A US retail price per gallon outside this range is not believed (dollars). */
export const US_DOLLARS_PER_GALLON_RANGE = { min: 0.5, max: 20 } as const

/**
 * The UK retailers publishing under the CMA's road fuel open-data scheme, as listed on
 * https://www.gov.uk/guidance/access-fuel-price-data (Karan Retail is left out: its address has
 * changed several times). Each answers `{ last_updated, stations: [{ …, prices: { E10, E5, B7, SDV } }] }`
 * in pence per litre. FUEL_PRICES_UK_FEEDS replaces the list.
 */
export const DEFAULT_UK_FEEDS: readonly string[] = [
  'https://applegreenstores.com/fuel-prices/data.json',
  'https://fuelprices.asconagroup.co.uk/newfuel.json',
  'https://storelocator.asda.com/fuel_prices_data.json',
  'https://www.bp.com/en_gb/united-kingdom/home/fuelprices/fuel_prices_data.json',
  'https://fuelprices.esso.co.uk/latestdata.json',
  'https://jetlocal.co.uk/fuel_prices_data.json',
  'https://www.morrisons.com/fuel-prices/fuel.json',
  'https://moto-way.com/fuel-price/fuel_prices.json',
  'https://fuel.motorfuelgroup.com/fuel_prices_data.json',
  'https://www.rontec-servicestations.co.uk/fuel-prices/data/fuel_prices_data.json',
  'https://api.sainsburys.co.uk/v1/exports/latest/fuel_prices_data.json',
  'https://www.sgnretail.uk/files/data/SGN_daily_fuel_prices.json',
  'https://www.shell.co.uk/fuel-prices-data.html',
  'https://www.tesco.com/fuel_prices/fuel_prices_data.json',
]

/** A station price (pence per litre) outside this range is a typo or another unit: ignored. */
export const UK_PENCE_PER_LITRE_RANGE = { min: 50, max: 500 } as const

/** A feed whose last update is older than this is retired or stuck: not averaged. */
export const UK_FEED_MAX_AGE_MS = 7 * 24 * 3_600_000

/** Each source gets this long to answer (the job waits, no visitor does). */
export const FUEL_PRICE_TIMEOUT_MS = 10_000

/** Answers larger than this are not read (the biggest UK feeds are about 1 MB). */
export const FUEL_PRICE_MAX_BYTES = 20 * 1024 * 1024
