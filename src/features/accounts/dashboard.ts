/**
 * What the account dashboard says about a member (SPEC §2 "Accounts"). Pure and browser-safe.
 */
import { formatLongDate } from '@/lib/utils'

type Names = { firstName?: string | null; lastName?: string | null }

const present = (value: string | null | undefined): value is string => Boolean(value?.trim())

/** "100%" with a first and a last name, otherwise "75%". */
export function profileCompletion({ firstName, lastName }: Names): '100%' | '75%' {
  return present(firstName) && present(lastName) ? '100%' : '75%'
}

/** The name line of Profile Overview: shown only when there is a first name (then with the last name). */
export function overviewName({ firstName, lastName }: Names): string | null {
  if (!present(firstName)) return null
  return present(lastName) ? `${firstName.trim()} ${lastName.trim()}` : firstName.trim()
}

/** "Member since": the creation date in US long form, or "N/A". */
export function memberSince(createdAt: string | null | undefined): string {
  return formatLongDate(createdAt) || 'N/A'
}

/** The phone line, only when there is one. */
export function overviewPhone(phone: string | null | undefined): string | null {
  return present(phone) ? phone.trim() : null
}

export { ORDER_STATUS_LABELS } from '@/features/shop'
