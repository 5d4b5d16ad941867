/**
 * The honeypot: a field people never see or fill in; bots that fill every field trip it.
 * Pure and browser-safe, so the forms and the server share the field name.
 */
export const HONEYPOT_FIELD = 'website'

/** True when the raw body carries anything but an empty value in the honeypot field. */
export function isHoneypotTripped(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, HONEYPOT_FIELD)) return false
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  if (value === undefined || value === null || value === false) return false
  return typeof value === 'string' ? value.trim() !== '' : true
}
