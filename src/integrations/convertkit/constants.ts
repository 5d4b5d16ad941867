/** Kit (formerly ConvertKit) v3 API constants. Pure, client-safe (no secrets here). */

/** The v3 API root; a form subscription is POST {base}/forms/{formId}/subscribe. */
export const CONVERTKIT_API_BASE = 'https://api.convertkit.com/v3'

/** The visitor is waiting: Kit gets this long to answer before the call is aborted. */
export const CONVERTKIT_TIMEOUT_MS = 8000
