import 'server-only'

import { type AuthStrategyResult, executeAuthStrategies, type Payload } from 'payload'

/**
 * Who a request's credentials (session cookie or Authorization header) belong to, by Payload's own
 * auth strategies: the JWT strategy also checks that the session still exists on the user, so a
 * signed-out or reset session no longer counts. `payload.auth()` runs the same strategies and then
 * works out that user's permissions on every collection, field and global, which no caller here
 * reads: profiled at about a fifth of the CPU of GET /api/account/session (issue 23).
 */
export async function sessionUser(payload: Payload, headers: Headers): Promise<AuthStrategyResult['user']> {
  const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
  return user
}
