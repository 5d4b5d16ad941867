/** Who every email comes from: EMAIL_FROM, or the product's own address. */
import { type EmailAddress, parseAddress } from '@/integrations/email/address'
import { env } from '@/lib/env'

export const DEFAULT_EMAIL_FROM = 'Vanlife Voices <hello@vanlifevoices.com>'

/** The sender of every email: EMAIL_FROM, or Vanlife Voices <hello@vanlifevoices.com>. */
export function defaultFrom(): Required<EmailAddress> {
  const parsed = parseAddress(env.EMAIL_FROM ?? DEFAULT_EMAIL_FROM)
  return { name: parsed.name ?? 'Vanlife Voices', address: parsed.address }
}
