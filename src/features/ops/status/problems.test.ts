import { describe, expect, it } from 'vitest'

import { statusProblems } from './problems'
import type { JobRunnerFact, StatusFacts } from './types'

const NOW = '2026-11-27T12:00:00.000Z'
const hoursAgo = (hours: number) => new Date(Date.parse(NOW) - hours * 3600_000).toISOString()
const ok = <T>(value: T) => ({ ok: true as const, value, ms: 1 })

/** The job worker, alive: its lease renewed 5 seconds ago (for 30 s). */
const worker = {
  holder: 'worker@vm:4242:ab12',
  acquiredAt: hoursAgo(30),
  expiresAt: new Date(Date.parse(NOW) + 25_000).toISOString(),
  lastTickAt: new Date(Date.parse(NOW) - 20_000).toISOString(),
}

/** A healthy live site: no problem at all. */
function healthy(): StatusFacts {
  return {
    checkedAt: NOW,
    live: true,
    siteUrl: 'https://vanlife.example.org',
    emailDelivery: 'smtp',
    emailDeliverySetting: null,
    payments: 'stripe',
    paymentsTestMode: false,
    services: [
      { key: 'database', name: 'The database', mode: 'real', detail: 'PostgreSQL', health: ok('answers') },
      { key: 'smtp', name: 'SMTP', mode: 'real', detail: 'SMTP', health: ok('answers'), variable: 'SMTP_URL' },
      { key: 'recaptcha', name: 'reCAPTCHA', mode: 'real', detail: 'configured', health: null },
    ],
    fuelPrices: ok({ lastRefreshedAt: hoursAgo(5), rows: 4, liveRows: 4, sources: ['EIA (US)'] }),
    outbox: ok({ waiting: 0, failed: 0, kept: 0, oldestWaitingAt: null }),
    jobs: ok({
      waiting: 1,
      running: 0,
      failed: 0,
      stuck: [],
      failures: [],
      scheduled: [],
      runsInProcess: false,
      runner: worker,
    }),
    backup: ok({
      last: {
        file: 'backup.tar.gz',
        status: 'succeeded',
        trigger: 'scheduled',
        startedAt: hoursAgo(9),
        finishedAt: hoursAgo(9),
        sizeBytes: 1000,
        error: null,
      },
      lastSucceededAt: hoursAgo(9),
      cron: '30 3 * * *',
    }),
    disk: ok({
      databaseBytes: 1,
      databaseDetail: 'x',
      mediaBytes: 1,
      mediaFiles: 1,
      freeBytes: 50,
      totalBytes: 100,
    }),
    migrations: ok({ committed: ['a', 'b'], applied: ['a', 'b'], pending: [], unknown: [] }),
    version: '0.1.0',
    buildId: 'abc',
  }
}

const texts = (facts: StatusFacts) => statusProblems(facts).map((problem) => `${problem.text} ${problem.action}`)

describe('statusProblems', () => {
  it('finds nothing on a healthy live site', () => {
    expect(statusProblems(healthy())).toEqual([])
  })

  it('notes uploads in a local folder beside a shared Redis (other machines would 404 them)', () => {
    const facts = healthy()
    const shared = (storage: 'real' | 'stand-in'): StatusFacts => ({
      ...facts,
      services: [
        ...facts.services,
        { key: 'redis', name: 'Redis', mode: 'real', detail: 'Redis', health: ok('answers'), variable: 'REDIS_URL' },
        { key: 'storage', name: 'Media storage', mode: storage, detail: 'storage', health: ok('answers') },
      ],
    })
    const note = statusProblems(shared('stand-in')).find((problem) => problem.text.includes('media folder'))
    expect(note?.level).toBe('info')
    expect(note?.action).toContain('S3_BUCKET')
    expect(statusProblems(shared('real')).some((problem) => problem.text.includes('media folder'))).toBe(false)
  })

  it('says a live site keeps its emails in the Outbox, and what to set', () => {
    const facts = { ...healthy(), emailDelivery: 'outbox' as const, emailDeliverySetting: 'outbox' as const }
    const [problem] = statusProblems(facts)
    expect(problem?.text).toBe(
      'The site is live and emails are kept in the Outbox (EMAIL_DELIVERY=outbox): no email leaves.',
    )
    expect(problem?.action).toContain('SMTP_URL')
    // Not live (a local demo): the outbox is the expected default.
    expect(statusProblems({ ...facts, live: false })).toEqual([])
  })

  it('counts failed emails and points at SMTP_URL', () => {
    const facts = { ...healthy(), outbox: ok({ waiting: 0, failed: 3, kept: 0, oldestWaitingAt: null }) }
    expect(statusProblems(facts)[0]).toMatchObject({ level: 'error', text: '3 emails failed to send.' })
    expect(statusProblems(facts)[0]?.action).toContain('SMTP_URL')
  })

  it('warns about emails waiting too long, not about those just queued', () => {
    const waiting = (at: string) => ({
      ...healthy(),
      outbox: ok({ waiting: 2, failed: 0, kept: 0, oldestWaitingAt: at }),
    })
    expect(statusProblems(waiting(hoursAgo(0.05)))).toEqual([])
    expect(texts(waiting(hoursAgo(2)))[0]).toContain('2 emails are waiting to be sent, the oldest for 2 hours.')
  })

  it('names stuck and failed jobs by task', () => {
    const facts = healthy()
    facts.jobs = ok({
      waiting: 0,
      running: 1,
      failed: 1,
      stuck: [{ id: 1, taskSlug: 'sendEmail', since: hoursAgo(1) }],
      failures: [{ id: 2, taskSlug: 'refreshFuelPrices', since: hoursAgo(1), error: 'boom' }],
      scheduled: [],
      runsInProcess: true,
      runner: worker,
    })
    const [stuck, failed] = statusProblems(facts)
    expect(stuck).toMatchObject({ level: 'error' })
    expect(stuck?.text).toContain('1 job has been processing for over 10 minutes (sendEmail)')
    expect(stuck?.text).toContain('no job runner has taken it up again')
    expect(failed?.text).toBe('1 job failed (refreshFuelPrices).')
  })

  it('says at the top, in plain words, when no job worker runs', () => {
    const facts = healthy()
    const withRunner = (runner: JobRunnerFact | null) => {
      if (!facts.jobs.ok) throw new Error('healthy() reads the jobs')
      facts.jobs = ok({ ...facts.jobs.value, runner })
    }
    // A worker restarting, or another taking over: not yet.
    withRunner({ ...worker, expiresAt: new Date(Date.parse(NOW) - 90_000).toISOString() })
    expect(statusProblems(facts)).toEqual([])
    withRunner({ ...worker, expiresAt: hoursAgo(1) })
    const [gone] = statusProblems(facts)
    expect(gone).toMatchObject({ level: 'error' })
    expect(gone?.text).toBe(
      'No job worker is running: none has been alive for 1 hour (the last: worker@vm:4242:ab12). No email is sent, nothing scheduled happens.',
    )
    expect(gone?.action).toContain('Start `npm run worker`')
    withRunner(null)
    expect(statusProblems(facts)[0]?.text).toContain('No job worker has ever run on this database')
  })

  it('says "No backup yet" when there is none, and how to make one', () => {
    const facts = healthy()
    facts.backup = ok({ last: null, lastSucceededAt: null, cron: 'off' })
    expect(texts(facts)).toEqual(['No backup yet. Run npm run backup, and set BACKUP_CRON (it is off).'])
  })

  it('warns when the last good backup is older than 2 days, and says when the last one failed', () => {
    const facts = healthy()
    facts.backup = ok({
      last: {
        file: null,
        status: 'failed',
        trigger: 'scheduled',
        startedAt: hoursAgo(1),
        finishedAt: hoursAgo(1),
        sizeBytes: null,
        error: 'disk full',
      },
      lastSucceededAt: hoursAgo(72),
      cron: '30 3 * * *',
    })
    expect(texts(facts)).toEqual([
      'The last backup failed: disk full. Run npm run backup and read its output.',
      'No backup in the last 2 days. Run npm run backup, or check the scheduled backup (BACKUP_CRON).',
    ])
  })

  it('says pending migrations are an error, and unknown ones a warning', () => {
    const facts = healthy()
    facts.migrations = ok({ committed: ['a', 'b', 'c'], applied: ['a', 'z'], pending: ['b', 'c'], unknown: ['z'] })
    const problems = statusProblems(facts)
    expect(problems[0]).toMatchObject({
      level: 'error',
      text: expect.stringContaining('2 migrations of this version are not applied (b and c)'),
    })
    expect(problems[1]?.text).toContain('1 migration this version does not know (z)')
  })

  it('lists a service that does not answer with its variable, errors before warnings', () => {
    const facts = healthy()
    facts.backup = ok({ last: null, lastSucceededAt: null, cron: '30 3 * * *' })
    facts.services[1] = {
      ...facts.services[1]!,
      health: { ok: false, error: 'SMTP gave no answer within 3000 ms', ms: 3000 },
    }
    const problems = statusProblems(facts)
    expect(problems.map((problem) => problem.level)).toEqual(['error', 'warning'])
    expect(problems[0]).toMatchObject({
      text: 'SMTP does not answer: SMTP gave no answer within 3000 ms.',
      action: 'Check SMTP_URL and that SMTP is running.',
    })
  })

  it('says a refused reCAPTCHA secret is an error, a failing fuel-price source a warning', () => {
    const facts = healthy()
    facts.services = facts.services.map((service) =>
      service.key === 'recaptcha'
        ? {
            ...service,
            health: { ok: false, error: 'siteverify refuses RECAPTCHA_SECRET_KEY (invalid-input-secret)', ms: 90 },
            variable: 'RECAPTCHA_SECRET_KEY',
          }
        : service,
    )
    facts.services.push({
      key: 'fuel-prices',
      name: 'Fuel prices',
      mode: 'real',
      detail: 'Refreshed from UK retailer feeds',
      health: { ok: false, error: '1 of 14 sources failed: www.tesco.com answered 503', ms: 300 },
      variable: 'EIA_API_KEY',
    })
    const problems = statusProblems(facts)
    expect(problems.map((problem) => problem.level)).toEqual(['error', 'warning'])
    expect(problems[0]?.text).toBe(
      'reCAPTCHA does not answer: siteverify refuses RECAPTCHA_SECRET_KEY (invalid-input-secret).',
    )
    expect(problems[1]).toMatchObject({
      text: 'The fuel-price sources do not all answer: 1 of 14 sources failed: www.tesco.com answered 503.',
      action: expect.stringContaining('FUEL_PRICES_UK_FEEDS'),
    })
  })

  it('turns a fact that could not be read into a problem, never a throw', () => {
    const facts = healthy()
    facts.outbox = { ok: false, error: 'no such table', ms: 1 }
    expect(texts(facts)).toEqual(['The Outbox could not be read: no such table. Check the database.'])
  })

  it('warns about stale live fuel prices and a nearly full disk', () => {
    const facts = healthy()
    facts.fuelPrices = ok({ lastRefreshedAt: hoursAgo(24 * 10), rows: 4, liveRows: 4, sources: ['EIA (US)'] })
    facts.disk = ok({ ...(facts.disk.ok ? facts.disk.value : ({} as never)), freeBytes: 5, totalBytes: 100 })
    expect(texts(facts)).toEqual([
      expect.stringContaining('The data disk is 95% full.'),
      expect.stringContaining('Fuel prices were last refreshed 10 days ago.'),
    ])
  })

  it('mentions test payments and an off reCAPTCHA on a live site', () => {
    const facts = { ...healthy(), payments: 'simulator' as const, paymentsTestMode: true }
    facts.services = facts.services.map((service) =>
      service.key === 'recaptcha' ? { ...service, mode: 'off' as const } : service,
    )
    expect(statusProblems(facts).map((problem) => problem.level)).toEqual(['warning', 'info'])
  })
})
