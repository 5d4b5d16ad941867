/**
 * Order ids and numbers (SPEC §3: "VLV-" plus the last 6 characters of the order id, upper-cased).
 * Order ids are random, so neither an id nor a number can be guessed from another. Pure.
 */

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'
/** 20 characters of 36: about 103 bits. */
export const ORDER_ID_LENGTH = 20
export const ORDER_ID_PATTERN = /^[0-9a-z]{20}$/

/** A new random order id, e.g. "k3j9x0q2m8v1b7c4n6zt" (Web Crypto: browser and server). */
export function newOrderId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)) {
  let id = ''
  while (id.length < ORDER_ID_LENGTH) {
    for (const byte of random(new Uint8Array(32))) {
      // 252 = 7 × 36: bytes at or above it are dropped so every character is equally likely.
      if (byte < 252 && id.length < ORDER_ID_LENGTH) id += ID_ALPHABET[byte % 36]
    }
  }
  return id
}

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID_PATTERN.test(value)
}

/** "k3j9x0q2m8v1b7c4n6zt" → "VLV-C4N6ZT". */
export function orderNumberOf(id: string | number): string {
  return `VLV-${String(id).slice(-6).toUpperCase()}`
}
