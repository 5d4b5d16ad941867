/**
 * One job worker (issue 24 point 3, ADR 0033): two `npm run worker` processes started on one
 * PostgreSQL database (as by mistake) run 50 queued emails exactly once each, one worker holding
 * the queue's lease and the other waiting; killed with kill -9 in the middle of the next 50, the
 * holder is replaced by the waiting worker, which sends the rest (the killed one's batch in flight
 * stays `processing` until it counts as stranded, ADR 0027, tests/int/jobs-recovery). A real SMTP
 * server, answering each message after 150 ms, counts every email. SIGTERM then stops the last
 * worker cleanly (exit 0).
 *
 * Needs PostgreSQL on 127.0.0.1:5432; no build and no Redis.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'

import { startTestSmtpServer, type TestSmtpServer } from '../int/helpers/smtp'
import { cleanUp, createRunDatabase, type Instance, newRun, openRunPayload, type Run } from './support'

const ROOT = path.resolve(import.meta.dirname, '../..')
const JOB_BATCH = 10

let run: Run | undefined
let smtp: TestSmtpServer
let payload: Payload
const workers: Instance[] = []

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `npm run <script>` with the run's environment; resolves with its child process. */
function npmRun(script: string, name: string): Instance {
  if (!run) throw new Error('no run')
  const child: ChildProcess = spawn('npm', ['run', '--silent', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      NODE_ENV: 'production',
      DATABASE_URL: run.databaseUrl,
      PAYLOAD_SECRET: `instances-${run.id}-secret-0123456789`,
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: path.join(run.tmpDir, 'data'),
      MEDIA_DIR: path.join(run.tmpDir, 'media'),
      SMTP_URL: smtp.url,
      JOBS_CRON: '* * * * * *',
      PAYLOAD_DB_PUSH: 'false',
      LOG_LEVEL: 'info',
      REDIS_URL: undefined,
    },
  })
  const instance: Instance = { name, url: '', child, log: [] }
  const keep = (chunk: Buffer) => instance.log.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return instance
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await sleep(200)
  }
  throw new Error(`Timed out waiting for ${what}`)
}

function events(worker: Instance, event: string): Record<string, unknown>[] {
  return worker.log
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** Jobs a worker ran, from its `jobs_tick` log lines. */
function jobsRan(worker: Instance): number {
  return events(worker, 'jobs_tick').reduce((sum, line) => {
    const ran = line.ran as Record<string, number>
    return sum + ran.urgent + ran.default + ran.bulk
  }, 0)
}

async function startWorker(name: string): Promise<Instance> {
  const worker = npmRun('worker', name)
  workers.push(worker)
  run?.instances.push(worker)
  await waitFor(
    `worker ${name} to start`,
    () => events(worker, 'worker_started').length > 0 || worker.child.exitCode !== null,
    90_000,
  )
  if (worker.child.exitCode !== null) throw new Error(`Worker ${name} ended:\n${worker.log.slice(-20).join('\n')}`)
  return worker
}

async function queueEmails(subject: string, count: number): Promise<string[]> {
  const { sendEmail } = await import('@/features/email')
  const addresses = Array.from({ length: count }, (_, index) => `${subject.toLowerCase()}-${index}@workers.test`)
  for (const to of addresses) await sendEmail(payload, { to, subject, kind: 'workers-test', html: `<p>${subject}</p>` })
  return addresses
}

const received = (subject: string) => smtp.received.filter((mail) => mail.subject === subject)
const recipients = (subject: string) =>
  received(subject).map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : ''))

async function countEmails(subject: string, status: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'emails',
    where: { and: [{ subject: { equals: subject } }, { status: { equals: status } }] },
    overrideAccess: true,
  })
  return totalDocs
}

async function processingJobs(): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: { processing: { equals: true } },
    overrideAccess: true,
  })
  return totalDocs
}

/** How many of a worker's ticks ended with the queue empty. */
const emptiedTicks = (worker: Instance) => events(worker, 'jobs_tick').filter((line) => line.emptied === true).length

/**
 * The emails of `subject` not sent that are not in a job still `processing` (the killed holder's
 * batch in flight, whose emails it may or may not have sent and marked before it died).
 */
async function unsentOutsideProcessingJobs(subject: string): Promise<number[]> {
  const unsent = await payload.find({
    collection: 'emails',
    where: { and: [{ subject: { equals: subject } }, { status: { not_equals: 'sent' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const processing = await payload.find({
    collection: 'payload-jobs',
    where: { processing: { equals: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const inFlight = new Set(processing.docs.map((job) => (job.input as { emailId?: number } | null)?.emailId))
  return unsent.docs.map((email) => email.id as number).filter((id) => !inFlight.has(id))
}

/** The process id in the lease's holder (`worker@host:pid:tag`). */
async function holderPid(): Promise<number | null> {
  const { readQueueLease } = await import('@/cms/jobs')
  const lease = await readQueueLease(payload)
  const pid = lease?.holder?.split(':')[1]
  return pid ? Number(pid) : null
}

beforeAll(async () => {
  run = newRun()
  smtp = await startTestSmtpServer({ delayMs: 150 })
  await createRunDatabase(run)
  const migrate = npmRun('migrate', 'migrate')
  const code = await new Promise<number | null>((resolve) => migrate.child.once('exit', resolve))
  if (code !== 0) throw new Error(`npm run migrate failed:\n${migrate.log.slice(-20).join('\n')}`)
  payload = await openRunPayload(run, { SMTP_URL: smtp.url })
  await startWorker('A')
  await startWorker('B')
}, 240_000)

afterAll(async () => {
  if (payload) {
    const { closePayload } = await import('@/cms/close-payload')
    await closePayload(payload).catch(() => undefined)
  }
  const problems = run ? await cleanUp(run) : []
  await smtp?.close()
  if (problems.length) console.warn(`Clean-up left behind:\n${problems.join('\n')}`)
}, 60_000)

describe('two job workers on one database', () => {
  it('run each of 50 queued emails exactly once: one holds the queue, the other waits', async () => {
    onTestFailed(() => {
      for (const worker of workers) console.log(`--- ${worker.name}\n${worker.log.slice(-30).join('\n')}`)
    })
    const [a, b] = workers as [Instance, Instance]
    expect(events(a, 'jobs_lease_taken')).toHaveLength(1)
    expect(events(b, 'jobs_lease_waiting')).toHaveLength(1)

    await queueEmails('First', 50)
    await waitFor('50 sent emails', async () => (await countEmails('First', 'sent')) === 50, 60_000)
    // The tick's log line comes when the queue is empty; then time for a second delivery to show.
    await waitFor('the tick to end', () => jobsRan(a) + jobsRan(b) >= 50, 30_000)
    await sleep(2_000)

    expect(received('First')).toHaveLength(50)
    expect(new Set(recipients('First')).size).toBe(50)
    expect(jobsRan(a) + jobsRan(b)).toBe(50)
    expect(jobsRan(b)).toBe(0)
  }, 90_000)

  it('go on without the holder killed with kill -9 mid-run: the waiting one sends the rest, none twice', async () => {
    onTestFailed(() => {
      for (const worker of workers) console.log(`--- ${worker.name}\n${worker.log.slice(-30).join('\n')}`)
    })
    const [a, b] = workers as [Instance, Instance]
    const before = jobsRan(b)
    const ticksBefore = emptiedTicks(b)
    await queueEmails('Second', 50)
    await waitFor('the first 10 emails', () => received('Second').length >= 10, 30_000)

    const pid = await holderPid()
    const nodeOfA = events(a, 'worker_started')[0]?.pid
    expect(pid).toBe(nodeOfA)
    process.kill(pid!, 'SIGKILL')
    const killedAt = Date.now()

    // The lease runs out (30 s unrenewed), B takes it at its next try and empties the queue, but
    // for A's batch in flight, which stays `processing` until it counts as stranded (3 minutes).
    // A may have sent and marked some of that batch's emails before it died: the jobs are counted
    // by the emails in them, not added to the sent ones.
    await waitFor('B to empty the queue', () => emptiedTicks(b) > ticksBefore, 80_000)
    expect(Date.now() - killedAt).toBeGreaterThan(15_000)
    expect(await unsentOutsideProcessingJobs('Second')).toEqual([])
    expect(await holderPid()).toBe(events(b, 'worker_started')[0]?.pid)
    expect(events(b, 'jobs_lease_taken')).toHaveLength(1)
    expect(jobsRan(b) - before).toBeGreaterThan(0)
    expect(await processingJobs()).toBeLessThanOrEqual(JOB_BATCH)
    await sleep(2_000)
    const sent = recipients('Second')
    expect(new Set(sent).size).toBe(sent.length)
    expect(sent.length).toBeGreaterThanOrEqual(50 - JOB_BATCH)
  }, 150_000)

  it('stops cleanly on SIGTERM: the worker gives the queue up and exits 0', async () => {
    const b = workers[1]!
    const exited = new Promise<number | null>((resolve) => b.child.once('exit', resolve))
    b.child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(events(b, 'worker_stopped')).toHaveLength(1)
    const { readQueueLease } = await import('@/cms/jobs')
    const lease = await readQueueLease(payload)
    expect(new Date(lease!.expiresAt!).getTime()).toBeLessThanOrEqual(Date.now())
  }, 60_000)
})
