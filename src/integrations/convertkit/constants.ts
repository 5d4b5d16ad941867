/** Kit (formerly ConvertKit) v3 API constants. Pure, client-safe (no secrets here). */

/** The v3 API root; a form subscription is POST {base}/forms/{formId}/subscribe. */
export const CONVERTKIT_API_BASE = 'https://api.convertkit.com/v3'

/**
 * The product's default Kit form ("Vanlife Voices weekly newsletter"), used when
 * CONVERTKIT_API_KEY is set without CONVERTKIT_FORM_ID (SPEC §7: a default form id is built in).
 */
export const DEFAULT_CONVERTKIT_FORM_ID = '6487213'

/** The visitor is waiting: Kit gets this long to answer before the call is aborted. */
export const CONVERTKIT_TIMEOUT_MS = 8000
