/** Pure helpers for email addresses (no env, no Payload). */

export interface EmailAddress {
  name?: string
  address: string
}

/**
 * Parses `Name <addr@host>` or a bare `addr@host`. Surrounding quotes around the name are removed.
 * Throws when no plausible address is found.
 */
export function parseAddress(value: string): EmailAddress {
  const input = value.trim()
  const angled = /^(.*?)\s*<\s*([^<>\s]+@[^<>\s]+)\s*>$/.exec(input)
  if (angled) {
    const name = angled[1]
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim()
    return name ? { name, address: angled[2] } : { address: angled[2] }
  }
  if (/^[^<>\s@]+@[^<>\s@]+$/.test(input)) return { address: input }
  throw new Error(`Not an email address: "${value}"`)
}

/** `Name <addr>` or `addr`, for headers and the outbox. */
export function formatAddress({ name, address }: EmailAddress): string {
  return name ? `"${name.replace(/"/g, '')}" <${address}>` : address
}
