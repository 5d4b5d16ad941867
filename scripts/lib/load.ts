/**
 * One autocannon measurement (npm run bench): a short warm-up that is not reported, then the load,
 * summed up as requests per second, latency percentiles, bytes per answer and status classes.
 */
import autocannon from 'autocannon'

export type LoadOptions = {
  connections: number
  /** Seconds. */
  duration: number
  /** Request headers, e.g. `{ 'accept-encoding': 'gzip' }`. */
  headers?: Record<string, string>
}

/** What every bench part reports of one autocannon run. */
export type LoadSummary = {
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  latencyAvgMs: number
  requests: number
  non2xx: number
  errors: number
  timeouts: number
  /** Answers per status class, e.g. { '2xx': 120, '4xx': 3 }. */
  statusCodes: Record<string, number>
}

export type LoadResult = LoadSummary & {
  path: string
  /** Mean body bytes per answer as sent (compressed when the answer was). */
  bytesPerResponse: number
  /** What the table adds after the status column (e.g. cache status and encoding). */
  note?: string
}

/** The figures of one autocannon run (shared by the bench's parts). */
export function summariseLoad(result: autocannon.Result): LoadSummary {
  const statusCodes: Record<string, number> = {}
  for (const [key, value] of Object.entries(result)) {
    const match = /^(\d)xx$/.exec(key)
    if (match && typeof value === 'number' && value > 0) statusCodes[key] = value
  }
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAvgMs: Math.round(result.latency.average * 10) / 10,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  }
}

/** Loads `url` with `options`; `label` is the path shown in the table. */
export async function measureLoad(url: string, label: string, options: LoadOptions): Promise<LoadResult> {
  const headers = options.headers ?? {}
  // Short warm-up, not reported: the first requests of a route fill caches.
  await autocannon({ url, headers, connections: 2, duration: 2 })
  const result = await autocannon({ url, headers, connections: options.connections, duration: options.duration })
  return {
    path: label,
    ...summariseLoad(result),
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  }
}
