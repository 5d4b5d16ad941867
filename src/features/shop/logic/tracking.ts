/**
 * Shipping a paid order (ours; SPEC §9 gives no carriers): the carriers staff choose from in the
 * admin's "Mark as shipped", each carrier's public tracking page for a number, and the form's
 * rules and messages (checked in the admin, and again by POST /api/orders/:id/ship). Pure and
 * browser-safe.
 */
import { z } from 'zod'

export const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL', 'Royal Mail', 'Canada Post', 'Other'] as const
export type Carrier = (typeof CARRIERS)[number]

/** The carrier whose tracking link staff paste in themselves. */
export const OTHER_CARRIER = 'Other' satisfies Carrier

export const TRACKING_NUMBER_MIN = 4
export const TRACKING_NUMBER_MAX = 40
/** The collection's `shipment.trackingUrl` maxLength. */
export const TRACKING_URL_MAX = 500

const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 -]+$/

/** Each carrier's public tracking page, for a number already URL-encoded. */
const TRACKING_PAGES: Record<Exclude<Carrier, 'Other'>, (encoded: string) => string> = {
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  DHL: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}`,
  'Royal Mail': (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  'Canada Post': (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
}

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value)
}

/** An absolute https:// address with a host, at most TRACKING_URL_MAX characters. */
export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > TRACKING_URL_MAX) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password
  } catch {
    return false
  }
}

/**
 * The public page that tracks `trackingNumber` with `carrier`: the carrier's own, with the number
 * (its grouping spaces removed) URL-encoded; for Other (or a carrier we do not know) the `given`
 * address when it is https, else null. Null for a blank number.
 */
export function trackingUrlFor(carrier: string, trackingNumber: string, given?: string | null): string | null {
  const number = trackingNumber.replace(/\s+/g, '')
  if (!number) return null
  if (isCarrier(carrier) && carrier !== OTHER_CARRIER) {
    return TRACKING_PAGES[carrier](encodeURIComponent(number))
  }
  const url = given?.trim()
  return url && isHttpsUrl(url) ? url : null
}

export const SHIP_MESSAGES = {
  carrierInvalid: 'Please choose a carrier from the list',
  trackingNumberRequired: 'Please enter the tracking number',
  trackingNumberMin: `A tracking number has at least ${TRACKING_NUMBER_MIN} characters`,
  trackingNumberMax: `A tracking number has at most ${TRACKING_NUMBER_MAX} characters`,
  trackingNumberChars: 'A tracking number has only letters, digits, spaces and hyphens',
  trackingUrlInvalid: 'Please enter a tracking link that starts with https://',
  trackingUrlRequired: 'Please enter the tracking link: for "Other" we cannot build it from the number',
} as const

/** Trimmed, inner whitespace runs as one space. */
function cleanTrackingNumber(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}

/** "Mark as shipped" (the admin form; POST /api/orders/:id/ship). Unknown keys are dropped. */
export const markShippedSchema = z
  .object({
    carrier: z.enum(CARRIERS, { error: SHIP_MESSAGES.carrierInvalid }),
    trackingNumber: z
      .string({ error: SHIP_MESSAGES.trackingNumberRequired })
      .transform(cleanTrackingNumber)
      .pipe(
        z
          .string()
          .min(1, { error: SHIP_MESSAGES.trackingNumberRequired })
          .min(TRACKING_NUMBER_MIN, { error: SHIP_MESSAGES.trackingNumberMin })
          .max(TRACKING_NUMBER_MAX, { error: SHIP_MESSAGES.trackingNumberMax })
          .regex(TRACKING_NUMBER_PATTERN, { error: SHIP_MESSAGES.trackingNumberChars }),
      ),
    trackingUrl: z
      .string({ error: SHIP_MESSAGES.trackingUrlInvalid })
      .nullish()
      .transform((value) => value?.trim() || undefined)
      .refine((value) => value === undefined || isHttpsUrl(value), { error: SHIP_MESSAGES.trackingUrlInvalid }),
  })
  .refine((value) => value.carrier !== OTHER_CARRIER || value.trackingUrl !== undefined, {
    path: ['trackingUrl'],
    error: SHIP_MESSAGES.trackingUrlRequired,
    // Checked even when another field failed, so the form shows every problem at once.
    when: (issue) => {
      const input = issue.value as { carrier?: unknown; trackingUrl?: unknown } | null
      return typeof input === 'object' && input !== null && input.carrier === OTHER_CARRIER
    },
  })
export type MarkShippedInput = z.input<typeof markShippedSchema>
export type MarkShipped = z.output<typeof markShippedSchema>

/** The first message of each field that failed, e.g. { trackingNumber: '…' }. */
export function shipFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}
