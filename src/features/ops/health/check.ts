import { withTimeout } from '../status/timeout'

export type HealthReport = {
  status: 'ok' | 'error'
  database: { kind: 'sqlite' | 'postgres'; reachable: boolean; latencyMs: number | null; error?: string }
  uptimeSeconds: number
}

/** Runs `ping` against the database with a time limit; 200 when it answers, 503 when not. */
export async function checkHealth(
  ping: () => Promise<unknown>,
  kind: 'sqlite' | 'postgres',
  timeoutMs = 3000,
): Promise<{ httpStatus: 200 | 503; report: HealthReport }> {
  const started = performance.now()
  try {
    await withTimeout(ping, timeoutMs, 'the database')
    return {
      httpStatus: 200,
      report: {
        status: 'ok',
        database: { kind, reachable: true, latencyMs: Math.round(performance.now() - started) },
        uptimeSeconds: Math.round(process.uptime()),
      },
    }
  } catch (error) {
    return {
      httpStatus: 503,
      report: {
        status: 'error',
        database: { kind, reachable: false, latencyMs: null, error: (error as Error).message },
        uptimeSeconds: Math.round(process.uptime()),
      },
    }
  }
}
