/**
 * npm run bench's body-limit part (issue 10 point 1): eight parallel 256 MB bodies, sent as fast as
 * the server takes them, to the public endpoints and Payload's REST, once with a declared
 * Content-Length and once chunked (no length), then eight anonymous 24 MB uploads (multipart, which
 * Payload would read before checking access), while the serving process's RSS is sampled. The
 * server must refuse each (413, or 411 where only lengths are taken) without holding the bodies:
 * RSS after within 50 MB of before, and it keeps answering.
 */
import { samplePeak } from './process-memory'
import { BROWSER_USER_AGENT, rawPost } from './raw-post'

const MB = 1024 * 1024
export const FLOOD = { bodies: 8, bytesEach: 256 * MB, targetGrowthMb: 50 } as const

/** Where the eight bodies go: every public endpoint, the link page handled by the proxy, and Payload's REST. */
const TARGETS = [
  { path: '/api/forms/contact', type: 'application/json' },
  { path: '/api/forms/story', type: 'application/json' },
  { path: '/api/newsletter/subscribe', type: 'application/json' },
  { path: '/api/newsletter/unsubscribe?token=x', type: 'application/x-www-form-urlencoded' },
  { path: '/api/pageview', type: 'text/plain' },
  { path: '/newsletter/confirm?token=x', type: 'application/x-www-form-urlencoded' },
  { path: '/api/users', type: 'application/json' },
  { path: '/api/media', type: 'multipart/form-data; boundary=x' },
] as const

/** Anonymous uploads just under Payload's 25 MB for signed-in staff: refused at 2 MB. */
const UPLOAD_TARGETS = ['/api/media', '/api/members', '/api/users/login', '/api/stories'].map((path) => ({
  path,
  type: 'multipart/form-data; boundary=x',
}))
const UPLOAD_BYTES = 24 * MB

type Mode = 'declared' | 'chunked' | 'uploads'

export type FloodRound = {
  mode: Mode
  /** The answers, in the order of the targets. */
  statuses: number[]
  /** What the client managed to send before the answer, all bodies together. */
  sentMb: number
  seconds: number
  beforeMb: number | null
  peakMb: number | null
  afterMb: number | null
  /** GET /api/health right after: status and ms. */
  health: { status: number; ms: number }
}

function send(origin: string, target: { path: string; type: string }, total: number, declared: boolean) {
  return rawPost(origin, target.path, {
    total,
    declared,
    headers: { 'Content-Type': target.type, 'User-Agent': BROWSER_USER_AGENT },
  })
}

/** A small valid-shaped request to each target first, so route code is loaded before RSS is read. */
async function warmUp(origin: string): Promise<void> {
  for (const target of TARGETS) await send(origin, target, 16, true)
}

export async function floodBodies(origin: string, rssMb: () => number | null): Promise<FloodRound[]> {
  await warmUp(origin)
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const rounds: FloodRound[] = []
  for (const mode of ['declared', 'chunked', 'uploads'] as const) {
    const targets = mode === 'uploads' ? [...UPLOAD_TARGETS, ...UPLOAD_TARGETS] : TARGETS.slice(0, FLOOD.bodies)
    const bytes = mode === 'uploads' ? UPLOAD_BYTES : FLOOD.bytesEach
    const beforeMb = rssMb()
    const peak = samplePeak(rssMb, 100)
    const started = performance.now()
    const results = await Promise.all(targets.map((target) => send(origin, target, bytes, mode !== 'chunked')))
    const seconds = Math.round((performance.now() - started) / 10) / 100
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const peakMb = peak.stop()
    const healthStarted = performance.now()
    const health = await fetch(new URL('/api/health', origin))
    rounds.push({
      mode,
      statuses: results.map((result) => result.status),
      sentMb: Math.round(results.reduce((sum, result) => sum + result.sent, 0) / MB),
      seconds,
      beforeMb,
      peakMb,
      afterMb: rssMb(),
      health: { status: health.status, ms: Math.round(performance.now() - healthStarted) },
    })
  }
  return rounds
}

/** The table lines of the rounds. */
/** RSS growth of a round in MB (after − before), null when either could not be read. */
export function floodGrowthMb(round: FloodRound): number | null {
  return round.beforeMb === null || round.afterMb === null ? null : round.afterMb - round.beforeMb
}

/** Every body refused (413, or 411 for a chunked one) and the server answering its health check after. */
export function floodRefused(round: FloodRound): boolean {
  return round.statuses.every((status) => status === 413 || status === 411) && round.health.status === 200
}

export function floodLines(rounds: FloodRound[]): string[] {
  const verdict = (round: FloodRound) => {
    const growth = floodGrowthMb(round)
    if (growth === null) return 'n/a'
    return floodRefused(round) && growth <= FLOOD.targetGrowthMb ? 'met' : 'missed'
  }
  return [
    `Body limits: ${FLOOD.bodies} parallel bodies to the public endpoints and Payload's REST (target: all refused, RSS after within ${FLOOD.targetGrowthMb} MB of before, server answering)`,
    `  ${'bodies'.padEnd(10)} ${'before'.padStart(8)} ${'peak'.padStart(8)} ${'after'.padStart(8)} ${'sent'.padStart(8)} ${'time'.padStart(7)}  health      answers                          target`,
    ...rounds.map((round) => {
      const answers = round.statuses.join(' ')
      const mb = (value: number | null) => (value === null ? 'n/a' : `${value} MB`).padStart(8)
      return `  ${round.mode.padEnd(10)} ${mb(round.beforeMb)} ${mb(round.peakMb)} ${mb(round.afterMb)} ${`${round.sentMb} MB`.padStart(8)} ${`${round.seconds} s`.padStart(7)}  ${`${round.health.status} ${round.health.ms} ms`.padEnd(10)}  ${answers.padEnd(31)}  ${verdict(round)}`
    }),
    `  declared and chunked: 256 MB each to ${TARGETS.map((target) => target.path).join(', ')}`,
    `  uploads: ${UPLOAD_BYTES / MB} MB multipart without a session, twice each to ${UPLOAD_TARGETS.map((target) => target.path).join(', ')}`,
    '',
  ]
}
