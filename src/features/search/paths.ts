/** The search slice's addresses, in one place (pure, client-safe). */

/** The public results page: /search?q=…&kind=…&type=…&page=N. */
export const SEARCH_PATH = '/search'

/** The cached route a normal-form /search address is rewritten to by src/proxy.ts (never linked). */
export const SEARCH_RESULTS_ROUTE = '/search/r'

/** The header dialog's JSON endpoint. */
export const SEARCH_API_PATH = '/api/search'
