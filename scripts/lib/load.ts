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

export type LoadResult = {
  path: string
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  latencyAvgMs: number
  requests: number
  /** Mean body bytes per answer as sent (compressed when the answer was). */
  bytesPerResponse: number
  non2xx: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
  /** What the table adds after the status column (e.g. cache status and encoding). */
  note?: string
}

/** Loads `url` with `options`; `label` is the path shown in the table. */
export async function measureLoad(url: string, label: string, options: LoadOptions): Promise<LoadResult> {
  const headers = options.headers ?? {}
  // Short warm-up, not reported: the first requests of a route fill caches.
  await autocannon({ url, headers, connections: 2, duration: 2 })
  const result = await autocannon({ url, headers, connections: options.connections, duration: options.duration })
  const statusCodes: Record<string, number> = {}
  for (const [key, value] of Object.entries(result)) {
    const match = /^(\d)xx$/.exec(key)
    if (match && typeof value === 'number' && value > 0) statusCodes[key] = value
  }
  return {
    path: label,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAvgMs: Math.round(result.latency.average * 10) / 10,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  }
}
