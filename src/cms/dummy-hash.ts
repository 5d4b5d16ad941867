/**
 * The work of checking a password, for an address that has no account: the same pbkdf2 Payload
 * runs for a real one (pbkdf2-sha256, 600 000 iterations, 32 bytes), so the answer takes as long
 * whether or not the address exists. Server-only.
 */
import 'server-only'

import { pbkdf2, randomBytes } from 'node:crypto'

const ITERATIONS = 600_000
const KEY_LENGTH = 32

export function dummyPasswordCheck(password: string): Promise<void> {
  return new Promise((resolve) => {
    pbkdf2(password, randomBytes(32).toString('hex'), ITERATIONS, KEY_LENGTH, 'sha256', () => resolve())
  })
}
