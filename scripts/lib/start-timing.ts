/**
 * How fast `npm start` serves (issue 23, point 6), for npm run bench.
 *
 *   const started = await measureStart({ env: serverEnv(dataDir), origin: 'http://localhost:3200' })
 *   // started.timing: ms from spawn to the first answer of GET / (any status) and to its first 200
 *   await started.stop() // or keep it running and stop it later (SIGTERM to its process group)
 *
 * Run it twice on the same database for the two figures the issue names: on a fresh database the
 * first run is the cold start (migrate + seed, then serve), the second the restart on a seeded one.
 * The server runs in a process group of its own (`detached`), whose id is `groupId`: pass it to
 * scripts/lib/process-memory.ts or scripts/lib/memory-load.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'

export type StartTiming = {
  /** ms from spawn to the first answer of GET / (any status), or null when none came in time. */
  firstResponseMs: number | null
  firstResponseStatus: number | null
  /** ms from spawn to the first 200 of GET /, or null when none came in time. */
  first200Ms: number | null
}

export type StartedServer = {
  timing: StartTiming
  /** The server's process group (the npm process's id). */
  groupId: number
  /** SIGTERM to the process group (the drained stop, ADR 0028); resolves when npm has exited. */
  stop(): Promise<void>
}

export type StartOptions = {
  /** The server's environment (PORT, DATABASE_URL, DATA_DIR, MEDIA_DIR, SITE_URL …). */
  env: NodeJS.ProcessEnv
  /** Where the server answers, e.g. http://localhost:3200. */
  origin: string
  /** Give up after this many ms (default 120 s: a cold start seeds the demo content). */
  timeoutMs?: number
  /** The server's stdout and stderr go to this file (default: ignored). */
  logFile?: string
  /** The working directory (default: this process's). */
  cwd?: string
}

const POLL_MS = 25

/** One GET of `url`: its status, or null when nothing answered. */
async function statusOf(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return null
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** Spawns `npm start` with `options.env` and times its first answers of GET / (see the top of the file). */
export async function measureStart(options: StartOptions): Promise<StartedServer> {
  const output = options.logFile ? fs.openSync(options.logFile, 'w') : 'ignore'
  const spawnedAt = performance.now()
  const child = spawn('npm', ['start'], {
    detached: true, // own process group, so the whole tree can be stopped
    stdio: ['ignore', output, output],
    env: options.env,
    cwd: options.cwd,
  })
  if (typeof output === 'number') fs.closeSync(output)
  const groupId = child.pid
  if (groupId === undefined) throw new Error('npm start did not spawn')

  const timing: StartTiming = { firstResponseMs: null, firstResponseStatus: null, first200Ms: null }
  const deadline = spawnedAt + (options.timeoutMs ?? 120_000)
  const root = new URL('/', options.origin).href
  while (performance.now() < deadline && child.exitCode === null) {
    const status = await statusOf(root)
    const elapsed = Math.round(performance.now() - spawnedAt)
    if (status !== null && timing.firstResponseMs === null) {
      timing.firstResponseMs = elapsed
      timing.firstResponseStatus = status
    }
    if (status === 200) {
      timing.first200Ms = elapsed
      break
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }

  return {
    timing,
    groupId,
    async stop() {
      try {
        process.kill(-groupId, 'SIGTERM')
      } catch {
        return // already gone
      }
      await exited(child)
    },
  }
}
