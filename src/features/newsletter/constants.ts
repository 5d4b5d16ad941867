/**
 * Shared by the subscribe dialog and the inline footer form. Client-safe, pure. The window event
 * that opens the dialog is a contract between slices: src/lib/site-events.ts.
 */

/** Where both subscribe forms post their JSON. */
export const SUBSCRIBE_ENDPOINT = '/api/newsletter/subscribe'
