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

/** The pid of the serving process in the group (not the shell npm runs it in), or null. */
function servingPid(groupId: number, marker: string): number | null {
  for (const pid of processesOfGroup(groupId)) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      if (cmdline[0]?.endsWith('sh') || !cmdline.some((arg) => arg.endsWith(marker))) continue
      return pid
    } catch {
      // gone meanwhile
    }
  }
  return null
}

/** The serving process's RSS in MB, or null when it cannot be found. */
export function serverRssMb(groupId: number, marker = 'scripts/serve.mjs'): number | null {
  const pid = servingPid(groupId, marker)
  if (pid === null) return null
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return rss ? Math.round(Number(rss[1]) / 1024) : null
  } catch {
    return null
  }
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux's x86 and arm). */
const CLOCK_TICKS_PER_SECOND = 100

/** CPU time (user + system) the serving process has used since it started, ms; null when not found. */
export function serverCpuMs(groupId: number, marker = 'scripts/serve.mjs'): number | null {
  const pid = servingPid(groupId, marker)
  if (pid === null) return null
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // After "pid (comm) ": state is field 3, utime field 14 and stime field 15 of proc(5).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
  } catch {
    return null
  }
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
