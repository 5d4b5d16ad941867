/**
 * The serving process's memory under load (issue 23, point 1), for npm run bench:
 *
 *   const memory = await measureMemoryUnderLoad(groupId, 'http://localhost:3200')
 *
 * `groupId` is the server's process group (`npm start` spawned with `detached: true`, see
 * scripts/lib/start-timing.ts); the serving process is found in it as scripts/lib/process-memory.ts
 * does. Measures its RSS at idle (when called: call it once the server has answered its first
 * page), then each cached page is asked for once (so the load meets cached pages), then RSS every
 * second during `durationS` (60) seconds at `connections` (50) connections spread round-robin over
 * CACHED_PAGES (each connection asks for them in turn), then every second for `afterS` (15)
 * seconds of idle. Returns the figures and the load's req/s, p99, non-2xx and errors. Target: RSS
 * at most 512 MB throughout, p99 at most 100 ms, no non-2xx and no errors.
 */
import autocannon from 'autocannon'

import { type LoadSummary, summariseLoad } from './load'
import { serverRssMb } from './process-memory'

/** The cached public pages of the demo content the issue names. */
export const CACHED_PAGES = [
  '/',
  '/stories',
  '/stories?page=2',
  '/night-shifts-to-open-roads',
  '/how-much-solar-do-you-need',
  '/about',
  '/shop',
  '/shop/vanlife-voices-tee',
  '/vanlife-cost-calculator',
] as const

export type MemoryLoadOptions = {
  connections?: number
  /** Seconds of load. */
  durationS?: number
  /** Seconds of idle measured after the load. */
  afterS?: number
  paths?: readonly string[]
}

export type MemoryLoadResult = {
  /** RSS in MB when called (idle after start). */
  idleMb: number | null
  /** Highest RSS in MB seen during the load. */
  peakMb: number | null
  /** RSS in MB each second of the load. */
  duringMb: (number | null)[]
  /** RSS in MB at the end of the idle time after the load, and each second of it. */
  afterMb: number | null
  afterSamplesMb: (number | null)[]
  load: LoadSummary & {
    connections: number
    durationS: number
    paths: readonly string[]
  }
}

const MB_TARGET = 512

/** True when every RSS figure is at most 512 MB and the load had p99 ≤ 100 ms, no non-2xx, no errors. */
export function meetsMemoryTarget(result: MemoryLoadResult): boolean {
  const figures = [result.idleMb, result.peakMb, result.afterMb, ...result.afterSamplesMb]
  return (
    figures.every((mb) => mb !== null && mb <= MB_TARGET) &&
    result.load.latencyP99Ms <= 100 &&
    result.load.non2xx === 0 &&
    result.load.errors === 0 &&
    result.load.timeouts === 0
  )
}

/** Reads `read()` every second until `stop` resolves; returns the samples. */
async function sampleEverySecond<T>(read: () => number | null, until: Promise<T>): Promise<[T, (number | null)[]]> {
  const samples: (number | null)[] = []
  const timer = setInterval(() => samples.push(read()), 1000)
  try {
    return [await until, samples]
  } finally {
    clearInterval(timer)
  }
}

const maxOf = (values: (number | null)[]): number | null =>
  values.reduce<number | null>((max, value) => (value !== null && (max === null || value > max) ? value : max), null)

/** See the top of the file. */
export async function measureMemoryUnderLoad(
  groupId: number,
  origin: string,
  options: MemoryLoadOptions = {},
): Promise<MemoryLoadResult> {
  const { connections = 50, durationS = 60, afterS = 15, paths = CACHED_PAGES } = options
  const read = () => serverRssMb(groupId)
  const idleMb = read()

  for (const path of paths) await fetch(new URL(path, origin)).then((response) => response.arrayBuffer())

  const [result, duringMb] = await sampleEverySecond(
    read,
    autocannon({
      url: origin,
      connections,
      duration: durationS,
      requests: paths.map((path) => ({ method: 'GET' as const, path })),
    }),
  )
  const [, afterSamplesMb] = await sampleEverySecond(
    read,
    new Promise((resolve) => setTimeout(resolve, afterS * 1000 + 100)),
  )

  return {
    idleMb,
    peakMb: maxOf([...duringMb, read()]),
    duringMb,
    afterMb: afterSamplesMb.at(-1) ?? read(),
    afterSamplesMb,
    load: {
      connections,
      durationS,
      paths,
      ...summariseLoad(result),
    },
  }
}
