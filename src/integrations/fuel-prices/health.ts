/**
 * The status page's fuel-price check: each configured source answers a cheap request within the
 * time limit. The EIA is asked for one row (its key checked too); each UK feed's status line is
 * read and its body left unread (the feeds are up to a megabyte). Failures name the source and
 * the status or the kind of error, never the URL (the EIA's carries the key).
 */
import 'server-only'

import { eiaRequestUrl } from './eia'
import { fetchJson } from './http'
import { feedName } from './uk-feeds'

export type FuelSourcesHealthOptions = {
  eiaApiKey?: string | null
  ukFeeds: readonly string[]
  timeoutMs: number
  fetch?: typeof fetch
}

/** One row of the EIA's answer is enough to know the key is accepted. */
const EIA_CHECK_MAX_BYTES = 64 * 1024

async function checkEia(apiKey: string, options: FuelSourcesHealthOptions): Promise<string | null> {
  const url = new URL(eiaRequestUrl(apiKey))
  url.searchParams.set('length', '1')
  const answer = await fetchJson(url.toString(), {
    source: 'EIA',
    timeoutMs: options.timeoutMs,
    maxBytes: EIA_CHECK_MAX_BYTES,
    fetch: options.fetch,
  })
  if (answer.ok) return null
  const { reason, detail } = answer.failure
  // "EIA answered 403", "EIA could not be reached (ENOTFOUND)", "EIA gave no answer within 3000 ms".
  return reason === 'timeout'
    ? `EIA gave ${detail}`
    : reason === 'http' || reason === 'network'
      ? `EIA ${detail}`
      : `EIA: ${detail}`
}

async function checkFeed(url: string, options: FuelSourcesHealthOptions): Promise<string | null> {
  const name = feedName(url)
  const signal = AbortSignal.timeout(options.timeoutMs)
  try {
    const response = await (options.fetch ?? fetch)(url, { method: 'GET', redirect: 'follow', signal })
    void response.body?.cancel().catch(() => undefined)
    return response.ok ? null : `${name} answered ${response.status}`
  } catch {
    return signal.aborted ? `${name} gave no answer within ${options.timeoutMs} ms` : `${name} could not be reached`
  }
}

/**
 * "EIA and 14 UK feeds answered" when every source answers; throws, naming each source that does
 * not, when any fails (the refresh then lacks it).
 */
export async function checkFuelSources(options: FuelSourcesHealthOptions): Promise<string> {
  const [eia, ...feeds] = await Promise.all([
    options.eiaApiKey ? checkEia(options.eiaApiKey, options) : Promise.resolve(null),
    ...options.ukFeeds.map((url) => checkFeed(url, options)),
  ])
  const failures = [eia, ...feeds].filter((failure): failure is string => failure !== null)
  const total = (options.eiaApiKey ? 1 : 0) + options.ukFeeds.length
  if (failures.length > 0) throw new Error(`${failures.length} of ${total} sources failed: ${failures.join('; ')}`)
  const parts = [
    ...(options.eiaApiKey ? ['EIA'] : []),
    ...(options.ukFeeds.length > 0
      ? [`${options.ukFeeds.length} UK ${options.ukFeeds.length === 1 ? 'feed' : 'feeds'}`]
      : []),
  ]
  if (parts.length === 0) return 'no source configured'
  return `${parts.join(' and ')} answered`
}
