/**
 * Resident memory of the serving process (npm run bench): the process in the server's process
 * group whose command line runs scripts/serve.mjs, read from /proc (Linux).
 */
import fs from 'node:fs'

function processesOfGroup(groupId: number): number[] {
  const pids: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // pid (comm) state ppid pgrp …: comm may hold spaces, so read after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === groupId) pids.push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return pids
}

/** The serving process's RSS in MB, or null when it cannot be found. */
export function serverRssMb(groupId: number, marker = 'scripts/serve.mjs'): number | null {
  for (const pid of processesOfGroup(groupId)) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      if (cmdline[0]?.endsWith('sh') || !cmdline.some((arg) => arg.endsWith(marker))) continue
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
      if (rss) return Math.round(Number(rss[1]) / 1024)
    } catch {
      // gone meanwhile
    }
  }
  return null
}

/** Samples `read` every `intervalMs` from now; `stop()` ends it and returns the highest value seen. */
export function samplePeak(read: () => number | null, intervalMs: number): { stop(): number | null } {
  let peak = read()
  const timer = setInterval(() => {
    const now = read()
    if (now !== null && (peak === null || now > peak)) peak = now
  }, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      return peak
    },
  }
}
