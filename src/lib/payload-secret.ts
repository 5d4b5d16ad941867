/**
 * PAYLOAD_SECRET's embedded default (src/lib/env.ts): a random secret kept in DATA_DIR, created
 * once, readable by the site's user alone.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export function readOrCreateSecret(dataDir: string): string {
  const file = path.resolve(dataDir, '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
