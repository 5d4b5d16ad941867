/**
 * A PostgreSQL server and a Redis of a test's own, which it may restart and stop: the machine's
 * shared ones (5432, 6379) are never touched. PostgreSQL: a Debian cluster (pg_createcluster, when
 * running as root) or initdb + pg_ctl (as another user), trust authentication on 127.0.0.1 only,
 * data under a temporary directory; removed by `remove()`. Redis: `redis-server` in the
 * foreground, nothing kept on disk.
 */
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs a program to its end without blocking the event loop (the test's load keeps going meanwhile). */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(program, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (!error) return resolve()
      const output = `${stderr}${stdout}`.trim() || error.message
      reject(new Error(`${program} ${args.join(' ')} failed: ${output}`))
    })
  })
}

function onPath(program: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${program}`]).status === 0
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export type OwnPostgres = {
  port: number
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  adminUrl: string
  /** Fast restart (open connections are ended, as when the server restarts); resolves once it accepts queries. */
  restart(): Promise<void>
  remove(): Promise<void>
}

/** Resolves once a query succeeds on `url`. */
async function waitForQueries(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 })
    client.on('error', () => undefined)
    try {
      await client.connect()
      await client.query('SELECT 1')
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline) throw new Error(`PostgreSQL on ${url} did not answer: ${(error as Error).message}`)
      await sleep(100)
    }
  }
}

/** The newest PostgreSQL of Debian's packages (/usr/lib/postgresql/<version>), or null. */
function debianPostgresVersion(): string | null {
  const dir = '/usr/lib/postgresql'
  if (!fs.existsSync(dir)) return null
  const versions = fs
    .readdirSync(dir)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ?? null
}

/**
 * Drops Debian clusters named like `name` (`<base>_<pid>`) whose test process is gone: left by a
 * run killed before its clean-up (the stage's time limit), they would hold the port.
 */
function dropLeftClusters(name: string): void {
  const base = name.replace(/_\d+$/, '')
  if (process.getuid?.() !== 0 || !onPath('pg_lsclusters')) return
  const list = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).stdout ?? ''
  for (const line of list.split('\n')) {
    const [version, cluster] = line.trim().split(/\s+/)
    const pid = cluster?.startsWith(`${base}_`) ? Number(cluster.slice(base.length + 1)) : NaN
    if (!Number.isInteger(pid)) continue
    let alive = true
    try {
      process.kill(pid, 0)
    } catch {
      alive = false
    }
    if (!alive) spawnSync('pg_dropcluster', ['--stop', version, cluster])
  }
}

/**
 * A PostgreSQL server of its own on `port` (127.0.0.1). Fails with one line saying what is missing
 * when it cannot make one.
 */
export async function startOwnPostgres(port: number, name: string): Promise<OwnPostgres> {
  dropLeftClusters(name)
  if (await answers(port)) throw new Error(`Port ${port} is taken: set OUTAGES_POSTGRES_PORT to a free port.`)
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  const version = debianPostgresVersion()
  const asRoot = process.getuid?.() === 0

  if (asRoot && version && onPath('pg_createcluster')) {
    // Debian's cluster tools (root): data in /var/lib/postgresql/<version>/<name>, owned by postgres.
    const cluster = [version, name]
    await run('pg_createcluster', ['--port', String(port), ...cluster, '--', '--auth=trust'])
    const ctl = (action: string, ...args: string[]) =>
      run('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster, action, ...args])
    try {
      await ctl('start')
      await waitForQueries(adminUrl, 30_000)
    } catch (error) {
      spawnSync('pg_dropcluster', ['--stop', ...cluster])
      throw error
    }
    return {
      port,
      adminUrl,
      async restart() {
        await ctl('restart', '-m', 'fast')
        await waitForQueries(adminUrl, 30_000)
      },
      async remove() {
        spawnSync('pg_dropcluster', ['--stop', ...cluster])
      },
    }
  }

  const bin = version ? `/usr/lib/postgresql/${version}/bin` : ''
  const tool = (program: string) => (bin && fs.existsSync(path.join(bin, program)) ? path.join(bin, program) : program)
  if (asRoot || !onPath(tool('initdb'))) {
    throw new Error(
      asRoot
        ? "No own PostgreSQL for this test: as root it needs Debian's pg_createcluster (apt-get install postgresql-common postgresql)."
        : 'No own PostgreSQL for this test: it needs initdb and pg_ctl (apt-get install postgresql), run as a user other than root.',
    )
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vanlife-pg-'))
  await run(tool('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dataDir}`
  const ctl = (...args: string[]) =>
    run(tool('pg_ctl'), ['-D', dataDir, '-o', options, '-l', `${dataDir}/log`, ...args])
  try {
    await ctl('start', '-w')
    await waitForQueries(adminUrl, 30_000)
  } catch (error) {
    spawnSync(tool('pg_ctl'), ['-D', dataDir, 'stop', '-m', 'immediate'])
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    port,
    adminUrl,
    async restart() {
      await ctl('restart', '-m', 'fast', '-w')
      await waitForQueries(adminUrl, 30_000)
    },
    async remove() {
      spawnSync(tool('pg_ctl'), ['-D', dataDir, 'stop', '-m', 'fast'])
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type OwnRedis = {
  port: number
  url: string
  /** Stops it (SIGTERM; nothing is saved) and resolves once the port refuses connections. */
  stop(): Promise<void>
  /** Starts it again, empty, on the same port; resolves once it answers. */
  start(): Promise<void>
}

/** A redis-server of its own on `port` (127.0.0.1), kept in memory only. */
export async function startOwnRedis(port: number): Promise<OwnRedis> {
  if (!onPath('redis-server')) throw new Error('No redis-server for this test (apt-get install redis-server).')
  if (await answers(port)) throw new Error(`Port ${port} is taken: set OUTAGES_REDIS_PORT to a free port.`)
  let child: ChildProcess | null = null
  const output: string[] = []

  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    const deadline = Date.now() + 10_000
    while (!(await answers(port))) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server did not start on ${port}:\n${output.join('').slice(-1_000)}`)
      await sleep(50)
    }
  }

  const stop = async () => {
    const current = child
    if (!current || current.exitCode !== null || current.signalCode !== null) return
    const exited = new Promise((resolve) => current.once('exit', resolve))
    current.kill('SIGTERM')
    await Promise.race([exited, sleep(5_000).then(() => current.kill('SIGKILL'))])
    await exited
    child = null
  }

  await start()
  return { port, url: `redis://127.0.0.1:${port}`, stop, start }
}
