import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'

import { SUBSCRIBE_ENDPOINT, type SubscribeResponse } from '../constants'

export type SubscribeBody = {
  name?: string
  email: string
  source: 'dialog' | 'inline'
}

/** Posts one subscription; never throws on HTTP errors (only on network failure). */
export async function postSubscribe(
  body: SubscribeBody,
  honeypot: string,
): Promise<{ status: number; result: SubscribeResponse | null }> {
  const response = await fetch(SUBSCRIBE_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, [HONEYPOT_FIELD]: honeypot }),
  })
  const result = (await response.json().catch(() => null)) as SubscribeResponse | null
  return { status: response.status, result }
}
