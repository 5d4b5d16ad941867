/**
 * The status page's facts, gathered from the database and the services: outbox counts, a stuck
 * and a failed job, the last backup, applied and pending migrations, the database's size; SMTP
 * against a local SMTP server, Stripe against a local fake API, Redis on the local server; and
 * Kit, reCAPTCHA and the fuel-price sources against MSW (answering, failing, not answering in
 * time); readiness (503 with pending migrations or an unreachable database).
 */
import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { StatusConfig } from '@/features/ops/status/server/config'
import type { StatusFacts } from '@/features/ops/status/types'

import { closeTestPayload, getTestPayload, uniqueEmail, uniqueSuffix } from './helpers/payload'
import { REDIS_URL, redisAnswers } from './helpers/redis'
import { startTestSmtpServer, type TestSmtpServer } from './helpers/smtp'

let payload: Payload
let smtp: TestSmtpServer
let stripe: Server
let stripeUrl: string
let config: StatusConfig
let gatherStatus: typeof import('@/features/ops/status/server/gather').gatherStatus
let statusProblems: typeof import('@/features/ops/status/problems').statusProblems
const created: { collection: 'emails' | 'payload-jobs' | 'backups'; id: number | string }[] = []

const STRIPE_KEY = 'sk_test_status_page'

/** A fake of Stripe's GET /v1/balance: 200 for STRIPE_KEY, Stripe's 401 for any other key. */
function startFakeStripe(): Promise<Server> {
  const server = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json')
    if (req.url?.split('?')[0] !== '/v1/balance') {
      res
        .writeHead(404)
        .end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }))
      return
    }
    if (req.headers.authorization !== `Bearer ${STRIPE_KEY}`) {
      res.writeHead(401).end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
        }),
      )
      return
    }
    res.writeHead(200).end(JSON.stringify({ object: 'balance', livemode: false, available: [], pending: [] }))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  stripe = await startFakeStripe()
  stripeUrl = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`
  payload = await getTestPayload()
  ;({ gatherStatus } = await import('@/features/ops/status/server/gather'))
  ;({ statusProblems } = await import('@/features/ops/status/problems'))
  const { statusConfig } = await import('@/features/ops/status/server/config')
  const { stripeApiAddress } = await import('@/integrations/stripe')
  config = {
    ...statusConfig(),
    smtpUrl: smtp.url,
    emailDelivery: 'smtp',
    payments: 'stripe',
    stripe: { secretKey: STRIPE_KEY, api: stripeApiAddress(stripeUrl) },
    redisUrl: null,
    // Nothing here reaches the network: the outside services' checks are played by MSW below.
    kitApiKey: null,
    recaptcha: false,
    recaptchaSecret: null,
    fuelSources: [],
    eiaApiKey: null,
    ukFeeds: [],
    timeoutMs: 3_000,
  }
})

afterAll(async () => {
  for (const { collection, id } of created) {
    await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
  }
  await closeTestPayload()
  await smtp?.close()
  await new Promise((resolve) => stripe?.close(resolve))
})

async function make<T extends 'emails' | 'payload-jobs' | 'backups'>(collection: T, data: Record<string, unknown>) {
  const doc = await payload.create({ collection, data: data as never, overrideAccess: true })
  created.push({ collection, id: doc.id })
  return doc
}

const value = <T>(fact: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!fact.ok) throw new Error(`fact not read: ${fact.error}`)
  return fact.value
}

const service = (facts: StatusFacts, key: string) => facts.services.find((entry) => entry.key === key)

describe('gathering the status facts', () => {
  it('counts the outbox: waiting, failed, and the oldest waiting', async () => {
    const before = value((await gatherStatus(payload, config)).outbox)
    await make('emails', { to: uniqueEmail('waiting'), subject: 'Waiting', status: 'queued' })
    await make('emails', { to: uniqueEmail('failed'), subject: 'Failed', status: 'failed', error: 'refused' })
    await make('emails', { to: uniqueEmail('failed'), subject: 'Failed too', status: 'failed', error: 'refused' })
    const facts = await gatherStatus(payload, config)
    const after = value(facts.outbox)
    expect(after.waiting).toBe(before.waiting + 1)
    expect(after.failed).toBe(before.failed + 2)
    expect(after.oldestWaitingAt).toEqual(expect.any(String))
    expect(statusProblems(facts).map((problem) => problem.text)).toContain(`${after.failed} emails failed to send.`)
  })

  it('finds a job stuck in processing and a failed job, by task', async () => {
    const stuck = await make('payload-jobs', { taskSlug: 'sendEmail', input: { emailId: 1 }, processing: true })
    const failed = await make('payload-jobs', {
      taskSlug: 'refreshFuelPrices',
      input: {},
      hasError: true,
      error: { message: 'EIA answered 500' },
    })
    // Now: the running job is not stuck yet. Eleven minutes later it is.
    const current = value((await gatherStatus(payload, config)).jobs)
    expect(current.stuck.map((job) => job.id)).not.toContain(stuck.id)
    expect(current.running).toBeGreaterThanOrEqual(1)

    const later = new Date(Date.now() + 11 * 60_000)
    const facts = await gatherStatus(payload, config, later)
    const jobs = value(facts.jobs)
    expect(jobs.stuck).toContainEqual(expect.objectContaining({ id: stuck.id, taskSlug: 'sendEmail' }))
    expect(jobs.failures).toContainEqual(
      expect.objectContaining({ id: failed.id, taskSlug: 'refreshFuelPrices', error: 'EIA answered 500' }),
    )
    expect(jobs.failed).toBeGreaterThanOrEqual(1)
    // Every scheduled task is listed, with its newest job.
    expect(jobs.scheduled.map((task) => task.taskSlug)).toEqual(
      expect.arrayContaining(['expirePendingOrders', 'refreshFuelPrices']),
    )
    expect(jobs.scheduled.find((task) => task.taskSlug === 'refreshFuelPrices')?.latest).toMatchObject({
      state: 'failed',
      error: 'EIA answered 500',
    })
    const problems = statusProblems(facts).map((problem) => problem.text)
    expect(problems.some((text) => /been processing for over 10 minutes \(.*sendEmail/.test(text))).toBe(true)
  })

  it('reads the newest backup row', async () => {
    const file = `vanlife-${uniqueSuffix()}.tar.gz`
    await make('backups', {
      file,
      status: 'succeeded',
      trigger: 'manual',
      startedAt: new Date().toISOString(),
      finishedAt: new Date().toISOString(),
      sizeBytes: 4096,
    })
    const backup = value((await gatherStatus(payload, config)).backup)
    expect(backup.last).toMatchObject({ file, status: 'succeeded', sizeBytes: 4096 })
    expect(backup.lastSucceededAt).toEqual(expect.any(String))
  })

  it('compares applied migrations with the committed ones: all applied, then one pending, then one unknown', async () => {
    const facts = value((await gatherStatus(payload, config)).migrations)
    expect(facts.committed.length).toBeGreaterThan(0)
    expect(facts.pending).toEqual([])
    expect(facts.applied).toEqual(expect.arrayContaining(facts.committed))

    // This version with one more migration: pending.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vanlife-migrations-'))
    for (const name of facts.committed) fs.writeFileSync(path.join(dir, `${name}.ts`), '')
    fs.writeFileSync(path.join(dir, '20991231_000000_future.ts'), '')
    fs.writeFileSync(path.join(dir, 'index.ts'), '')
    const newer = value((await gatherStatus(payload, { ...config, migrationDir: dir })).migrations)
    expect(newer.pending).toEqual(['20991231_000000_future'])

    // The database migrated by a newer version: unknown here.
    const row = await payload.create({
      collection: 'payload-migrations',
      data: { name: '20991231_000001_from_newer', batch: 99 },
      overrideAccess: true,
    })
    try {
      const older = value((await gatherStatus(payload, config)).migrations)
      expect(older.unknown).toEqual(['20991231_000001_from_newer'])
      expect(older.pending).toEqual([])
    } finally {
      await payload.delete({ collection: 'payload-migrations', id: row.id, overrideAccess: true })
    }
  })

  it('measures the database and the media folder', async () => {
    const disk = value((await gatherStatus(payload, config)).disk)
    expect(disk.databaseBytes).toBeGreaterThan(0)
    expect(disk.databaseDetail).toMatch(config.databaseKind === 'sqlite' ? /-wal/ : /pg_database_size/)
    expect(disk.mediaBytes).toBeGreaterThanOrEqual(0)
    expect(disk.totalBytes).toBeGreaterThan(0)
  })

  it('checks SMTP with the local server and Stripe with its fake API; real services, all answering', async () => {
    const facts = await gatherStatus(payload, config)
    expect(service(facts, 'database')?.health).toMatchObject({ ok: true })
    expect(service(facts, 'smtp')).toMatchObject({ mode: 'real', health: { ok: true } })
    expect(service(facts, 'stripe')).toMatchObject({ mode: 'real', health: { ok: true, value: 'test mode' } })
    expect(service(facts, 'storage')).toMatchObject({ mode: 'stand-in', health: { ok: true } })
    expect(service(facts, 'fuel-prices')).toBeDefined()
    expect(facts.version).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('shows services that do not answer as problems, in time, without throwing', async () => {
    const closed = await startTestSmtpServer()
    await closed.close()
    const started = Date.now()
    const facts = await gatherStatus(payload, {
      ...config,
      smtpUrl: closed.url,
      stripe: { secretKey: 'sk_test_wrong', api: config.stripe!.api },
      redisUrl: 'redis://127.0.0.1:1',
      timeoutMs: 1_500,
    })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(service(facts, 'smtp')?.health).toMatchObject({ ok: false })
    expect(service(facts, 'stripe')?.health).toMatchObject({
      ok: false,
      error: expect.stringContaining('Invalid API Key'),
    })
    expect(service(facts, 'redis')?.health).toMatchObject({ ok: false })
    const texts = statusProblems(facts).map((problem) => problem.text)
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SMTP does not answer/),
        expect.stringMatching(/^Stripe does not answer/),
        expect.stringMatching(/^Redis does not answer/),
      ]),
    )
    // The key never reaches the page.
    expect(JSON.stringify(facts)).not.toContain('sk_test_wrong')
  })

  it('pings the local Redis when there is one', async () => {
    if (!(await redisAnswers())) return expect.soft(true, 'no local Redis').toBe(true)
    const facts = await gatherStatus(payload, { ...config, redisUrl: REDIS_URL })
    expect(service(facts, 'redis')).toMatchObject({ mode: 'real', health: { ok: true } })
  })
})

describe('Kit, reCAPTCHA and the fuel-price sources (played by MSW)', () => {
  const KIT_KEY = 'int-kit-key-status'
  const RECAPTCHA_SECRET = 'int-recaptcha-secret-status'
  const EIA_KEY = 'int-eia-key-status'
  const KIT_FORMS = 'https://api.convertkit.com/v3/forms'
  const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify'
  const EIA = 'https://api.eia.gov/v2/petroleum/pri/gnd/data/'
  const FEED = 'https://fuel.retailer-status.test/fuel_prices_data.json'

  const healthy = [
    http.get(KIT_FORMS, ({ request }) =>
      new URL(request.url).searchParams.get('api_key') === KIT_KEY
        ? HttpResponse.json({ forms: [{ id: 7 }] })
        : HttpResponse.json({ error: 'Authorization Failed' }, { status: 401 }),
    ),
    http.post(SITEVERIFY, () => HttpResponse.json({ success: false, 'error-codes': ['invalid-input-response'] })),
    http.get(EIA, () => HttpResponse.json({ response: { total: 1, data: [] } })),
    http.get(FEED, () => HttpResponse.json({ last_updated: '28/11/2026 09:00:00', stations: [] })),
  ]
  const server = setupServer(...healthy)
  let withServices: StatusConfig

  beforeAll(() => {
    // The local SMTP server and the fake Stripe are not MSW's: they pass through.
    server.listen({ onUnhandledRequest: 'bypass' })
    withServices = {
      ...config,
      kitApiKey: KIT_KEY,
      recaptcha: true,
      recaptchaSecret: RECAPTCHA_SECRET,
      fuelSources: ['EIA (US weekly averages)', 'UK retailer feeds'],
      eiaApiKey: EIA_KEY,
      ukFeeds: [FEED],
      timeoutMs: 1_000,
    }
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  it('shows each as real and answering', async () => {
    const facts = await gatherStatus(payload, withServices)
    expect(service(facts, 'kit')).toMatchObject({ mode: 'real', health: { ok: true, value: 'key accepted, 1 form' } })
    expect(service(facts, 'recaptcha')).toMatchObject({
      mode: 'real',
      health: { ok: true, value: 'answers (invalid-input-response)' },
    })
    expect(service(facts, 'fuel-prices')).toMatchObject({
      mode: 'real',
      health: { ok: true, value: 'EIA and 1 UK feed answered' },
    })
    expect(
      statusProblems(facts)
        .map((problem) => problem.text)
        .join('\n'),
    ).not.toMatch(/Kit|reCAPTCHA|fuel-price/)
  })

  it('shows each failing (5xx, a refused key) as a problem', async () => {
    server.use(
      http.get(KIT_FORMS, () => new HttpResponse('Bad gateway', { status: 502 })),
      http.post(SITEVERIFY, () => HttpResponse.json({ success: false, 'error-codes': ['invalid-input-secret'] })),
      http.get(FEED, () => new HttpResponse('down', { status: 503 })),
    )
    const facts = await gatherStatus(payload, withServices)
    expect(service(facts, 'kit')?.health).toMatchObject({ ok: false, error: expect.stringContaining('502') })
    expect(service(facts, 'recaptcha')?.health).toMatchObject({ ok: false, error: expect.stringContaining('refuses') })
    expect(service(facts, 'fuel-prices')?.health).toMatchObject({
      ok: false,
      error: '1 of 2 sources failed: fuel.retailer-status.test answered 503',
    })
    expect(statusProblems(facts).map((problem) => problem.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Kit does not answer: .*502/),
        'reCAPTCHA does not answer: siteverify refuses RECAPTCHA_SECRET_KEY (invalid-input-secret).',
        'The fuel-price sources do not all answer: 1 of 2 sources failed: fuel.retailer-status.test answered 503.',
      ]),
    )
    expect(JSON.stringify(facts)).not.toMatch(new RegExp(`${KIT_KEY}|${RECAPTCHA_SECRET}|${EIA_KEY}`))
  })

  it('fails each that gives no answer within the time limit, and the page still comes in time', async () => {
    const slow = async () => {
      await delay(5_000)
      return HttpResponse.json({})
    }
    server.use(http.get(KIT_FORMS, slow), http.post(SITEVERIFY, slow), http.get(EIA, slow))
    const started = Date.now()
    const facts = await gatherStatus(payload, { ...withServices, timeoutMs: 300 })
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(service(facts, 'kit')?.health).toMatchObject({ ok: false })
    expect(service(facts, 'recaptcha')?.health).toMatchObject({ ok: false })
    expect(service(facts, 'fuel-prices')?.health).toMatchObject({
      ok: false,
      error: '1 of 2 sources failed: EIA gave no answer within 240 ms',
    })
  })

  it('checks nothing when they are off', async () => {
    const facts = await gatherStatus(payload, {
      ...withServices,
      kitApiKey: null,
      recaptcha: false,
      recaptchaSecret: null,
      fuelSources: [],
      eiaApiKey: null,
      ukFeeds: [],
    })
    expect(service(facts, 'kit')).toMatchObject({ mode: 'stand-in', health: null })
    expect(service(facts, 'recaptcha')).toMatchObject({ mode: 'off', health: null })
    expect(service(facts, 'fuel-prices')).toMatchObject({ mode: 'stand-in', health: null })
  })
})

describe('readiness', () => {
  it('is ready on the migrated database, 503 with a pending migration', async () => {
    const { checkReadiness } = await import('@/features/ops/health/readiness')
    const { pendingMigrationCount } = await import('@/features/ops/health/server')
    const ready = await checkReadiness({
      stopping: () => false,
      pendingMigrations: () => pendingMigrationCount(payload, config),
    })
    expect(ready).toEqual({ httpStatus: 200, body: { status: 'ready' } })

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vanlife-migrations-'))
    fs.writeFileSync(path.join(dir, '20991231_000000_future.ts'), '')
    const pending = await checkReadiness({
      stopping: () => false,
      pendingMigrations: () => pendingMigrationCount(payload, { ...config, migrationDir: dir }),
    })
    expect(pending).toEqual({ httpStatus: 503, body: { status: 'unavailable', reason: 'migrations' } })
  })

  it('is 503 when the database does not answer', async () => {
    const { checkReadiness } = await import('@/features/ops/health/readiness')
    const { pendingMigrationCount } = await import('@/features/ops/health/server')
    const spy = vi.spyOn(payload, 'find').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
    try {
      const result = await checkReadiness({
        stopping: () => false,
        pendingMigrations: () => pendingMigrationCount(payload, config),
      })
      expect(result).toEqual({ httpStatus: 503, body: { status: 'unavailable', reason: 'database' } })
      // And the status page shows it as a problem, not an error page.
      const facts = await gatherStatus(payload, config)
      expect(service(facts, 'database')?.health).toMatchObject({ ok: false })
      expect(facts.migrations.ok).toBe(false)
    } finally {
      spy.mockRestore()
    }
  })
})
