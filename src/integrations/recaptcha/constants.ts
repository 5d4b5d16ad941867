/**
 * reCAPTCHA v3 names shared by the browser loader and the server check. Pure and browser-safe.
 */

/** The body field that carries the token (SPEC §7). */
export const CAPTCHA_TOKEN_FIELD = 'g-recaptcha-response'

/** Google's v3 script for a site key. */
export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
}
