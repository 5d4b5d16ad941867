/**
 * Whether a request carries a valid session (a staff member's or a member's Payload JWT, in the
 * `payload-token` cookie or an `Authorization: JWT …` header), checked the way Payload checks its
 * signature, without the database: used by npm start's server to give uploads their larger body
 * limit only when someone signed in sends them (scripts/lib/request-limits.mjs). Payload itself
 * still decides what the session may do.
 *
 * Plain JavaScript run by Node itself (scripts/serve.mjs).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { jwtVerify } from 'jose'

/** The key Payload signs sessions with: the first 32 hex characters of sha256(PAYLOAD_SECRET). */
export function sessionKey(secret) {
  return new TextEncoder().encode(createHash('sha256').update(secret).digest('hex').slice(0, 32))
}

/** PAYLOAD_SECRET, or the one src/lib/env.ts generated into DATA_DIR (npm start's preparation creates it). */
export function payloadSecret(env = process.env) {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const file = path.resolve(env.DATA_DIR || './data', '.payload-secret')
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null
}

function tokenOf(req) {
  const header = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '')
  if (header) return header[1]
  const cookie = /(?:^|;\s*)payload-token=([^;\s]+)/.exec(req.headers.cookie ?? '')
  if (!cookie) return null
  try {
    return decodeURIComponent(cookie[1])
  } catch {
    return null
  }
}

/** True when `req` carries a session token signed with `key` and not expired. */
export async function carriesSession(req, key) {
  const token = tokenOf(req)
  if (!token || !key) return false
  try {
    await jwtVerify(token, key, { algorithms: ['HS256'] })
    return true
  } catch {
    return false
  }
}
