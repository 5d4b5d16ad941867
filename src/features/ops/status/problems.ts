/**
 * The status page's problems: what the gathered facts say is wrong or worth knowing, in plain
 * words, each with what to do. Errors first, then warnings, then notes. Pure.
 */
import { ago, counted, list, span } from './format'
import type { Problem, StatusFacts } from './types'

/**
 * A job still `processing` after this long (untouched: a running job is marked alive every 30 s)
 * was caught by a crash, and no runner took it up again as one does after 3 minutes (ADR 0027).
 */
export const STUCK_AFTER_MS = 10 * 60_000
/**
 * No job runner has renewed the queue's lease for this long (a running one renews it every 10 s,
 * for 30 s: ADR 0033): none runs.
 */
export const NO_RUNNER_AFTER_MS = 2 * 60_000
/** The newest successful backup should be younger than this. */
export const BACKUP_MAX_AGE_MS = 2 * 24 * 3600_000
/** A backup still `running` after this long has died. */
export const BACKUP_RUNNING_MAX_MS = 3 * 3600_000
/** An email waiting longer than this means the queue is not running. */
export const OUTBOX_WAIT_MAX_MS = 15 * 60_000
/** Live fuel prices older than this mean the refresh is not running (it runs every 6 hours). */
export const FUEL_PRICES_MAX_AGE_MS = 8 * 24 * 3600_000
/** Less free space than this share of the data disk is a warning. */
export const DISK_FREE_MIN_SHARE = 0.1

const LEVEL_ORDER = { error: 0, warning: 1, info: 2 } as const

export function statusProblems(facts: StatusFacts): Problem[] {
  const now = new Date(facts.checkedAt)
  const problems: Problem[] = []
  const add = (level: Problem['level'], text: string, action: string) => problems.push({ level, text, action })

  // Stand-ins on a live site.
  if (facts.live && facts.emailDelivery === 'outbox') {
    add(
      facts.emailDeliverySetting === 'outbox' ? 'warning' : 'error',
      'The site is live and emails are kept in the Outbox (EMAIL_DELIVERY=outbox): no email leaves.',
      'Set SMTP_URL to your mail server and remove EMAIL_DELIVERY=outbox when the site opens.',
    )
  }
  if (facts.live && facts.payments === 'simulator') {
    add(
      'warning',
      'The site is live and the shop takes test payments in the built-in checkout simulator (CHECKOUT_SIMULATOR=on).',
      'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET and remove CHECKOUT_SIMULATOR when the shop opens.',
    )
  } else if (facts.live && facts.paymentsTestMode) {
    add(
      'warning',
      'The site is live and Stripe runs with test keys: no real money moves.',
      'Set STRIPE_SECRET_KEY to the live key (sk_live_…) and STRIPE_WEBHOOK_SECRET to its endpoint’s secret.',
    )
  }

  // Services that do not answer.
  for (const service of facts.services) {
    if (service.health && !service.health.ok && service.key === 'fuel-prices') {
      // The calculator keeps the last prices: worth fixing, not an outage.
      add(
        'warning',
        `The fuel-price sources do not all answer: ${service.health.error}.`,
        'The calculator keeps the last prices meanwhile. Check EIA_API_KEY and FUEL_PRICES_UK_FEEDS (leave out a retired feed).',
      )
    } else if (service.health && !service.health.ok) {
      add(
        'error',
        `${service.name} does not answer: ${service.health.error}.`,
        service.variable ? `Check ${service.variable} and that ${service.name} is running.` : `Check ${service.name}.`,
      )
    }
  }

  // Redis shared, uploads in this machine's folder: fine on one machine, 404s on the others.
  const mode = (key: string) => facts.services.find((service) => service.key === key)?.mode
  if (mode('redis') === 'real' && mode('storage') === 'stand-in') {
    add(
      'info',
      'Pages are shared through Redis, but uploads are kept in this machine’s media folder (MEDIA_DIR): instances on other machines answer 404 for them, and for images on pages they share.',
      'One machine: nothing to do. Several: set S3_BUCKET and copy the folder with `npm run media:to-s3` (docs/deploy.md, Uploads in object storage).',
    )
  }

  // Migrations.
  if (!facts.migrations.ok) {
    add('warning', `The applied migrations could not be read: ${facts.migrations.error}.`, 'Check the database.')
  } else {
    const { pending, unknown } = facts.migrations.value
    if (pending.length > 0) {
      add(
        'error',
        `${counted(pending.length, 'migration')} of this version ${pending.length === 1 ? 'is' : 'are'} not applied (${list(pending)}): the site is not ready.`,
        'Run npm run migrate (npm start runs it before serving), then restart.',
      )
    }
    if (unknown.length > 0) {
      add(
        'warning',
        `The database has ${counted(unknown.length, 'migration')} this version does not know (${list(unknown)}).`,
        'A newer version migrated this database: deploy that version here too.',
      )
    }
  }

  // Email.
  if (!facts.outbox.ok) {
    add('warning', `The Outbox could not be read: ${facts.outbox.error}.`, 'Check the database.')
  } else {
    const { failed, waiting, oldestWaitingAt } = facts.outbox.value
    if (failed > 0) {
      add(
        'error',
        `${counted(failed, 'email')} failed to send.`,
        'Check SMTP_URL and the error of each in Admin › Outbox; they are retried with back-off.',
      )
    }
    if (waiting > 0 && oldestWaitingAt && now.getTime() - new Date(oldestWaitingAt).getTime() > OUTBOX_WAIT_MAX_MS) {
      add(
        'warning',
        `${counted(waiting, 'email')} ${waiting === 1 ? 'is' : 'are'} waiting to be sent, the oldest for ${span(now.getTime() - new Date(oldestWaitingAt).getTime())}.`,
        'Check that the job queue runs (see Jobs below) and that SMTP answers.',
      )
    }
  }

  // Jobs.
  if (!facts.jobs.ok) {
    add('warning', `The job queue could not be read: ${facts.jobs.error}.`, 'Check the database.')
  } else {
    const { stuck, failures, runner } = facts.jobs.value
    const lastAlive = runner?.expiresAt ? new Date(runner.expiresAt).getTime() : null
    if (lastAlive === null || now.getTime() - lastAlive > NO_RUNNER_AFTER_MS) {
      add(
        'error',
        lastAlive === null
          ? 'No job worker has ever run on this database: no email is sent, nothing scheduled happens.'
          : `No job worker is running: none has been alive for ${span(now.getTime() - lastAlive)} (the last: ${runner?.holder ?? 'unknown'}). No email is sent, nothing scheduled happens.`,
        'Start `npm run worker` (deploy/vanlife-worker.service), or set JOBS_AUTORUN=true on one web instance.',
      )
    }
    if (stuck.length > 0) {
      add(
        'error',
        `${counted(stuck.length, 'job')} ${stuck.length === 1 ? 'has' : 'have'} been processing for over ${span(STUCK_AFTER_MS)} (${list([...new Set(stuck.map((job) => job.taskSlug))])}): a crash or restart caught ${stuck.length === 1 ? 'it' : 'them'}, and no job runner has taken ${stuck.length === 1 ? 'it' : 'them'} up again since (one does within minutes).`,
        'Check that a job worker runs (npm run worker, see Jobs below) and that its log has no jobs_tick_failed; it then takes them up again by itself.',
      )
    }
    if (failures.length > 0) {
      add(
        'warning',
        `${counted(failures.length, 'job')} failed (${list([...new Set(failures.map((job) => job.taskSlug))])}).`,
        'Read their error under Jobs below; the task runs again at its next schedule.',
      )
    }
  }

  // Backups.
  if (!facts.backup.ok) {
    add('warning', `The backups could not be read: ${facts.backup.error}.`, 'Check the database.')
  } else {
    const { last, lastSucceededAt, cron } = facts.backup.value
    const schedule = cron === 'off' ? 'set BACKUP_CRON (it is off)' : 'check the scheduled backup (BACKUP_CRON)'
    if (!last) {
      add('warning', 'No backup yet.', `Run npm run backup, and ${schedule}.`)
    } else {
      if (last.status === 'failed') {
        add(
          'error',
          `The last backup failed: ${last.error ?? 'no error recorded'}.`,
          'Run npm run backup and read its output.',
        )
      }
      if (last.status === 'running' && now.getTime() - new Date(last.startedAt).getTime() > BACKUP_RUNNING_MAX_MS) {
        add(
          'warning',
          `A backup started ${ago(last.startedAt, now)} and never finished.`,
          'Its process stopped: run npm run backup again.',
        )
      }
      if (!lastSucceededAt || now.getTime() - new Date(lastSucceededAt).getTime() > BACKUP_MAX_AGE_MS) {
        add('warning', `No backup in the last ${span(BACKUP_MAX_AGE_MS)}.`, `Run npm run backup, or ${schedule}.`)
      }
    }
    if (facts.live && cron === 'off' && last) {
      add(
        'warning',
        'The scheduled backup is off (BACKUP_CRON=off).',
        'Set BACKUP_CRON, e.g. "30 3 * * *" (daily at 03:30).',
      )
    }
  }

  // Disk.
  if (!facts.disk.ok) {
    add('warning', `Disk use could not be read: ${facts.disk.error}.`, 'Check DATA_DIR and MEDIA_DIR.')
  } else {
    const { freeBytes, totalBytes } = facts.disk.value
    if (freeBytes !== null && totalBytes && freeBytes / totalBytes < DISK_FREE_MIN_SHARE) {
      add(
        'warning',
        `The data disk is ${Math.round((1 - freeBytes / totalBytes) * 100)}% full.`,
        'Free space or grow the disk; old backups in BACKUP_DIR (BACKUP_KEEP) may be the largest files.',
      )
    }
  }

  // Fuel prices.
  if (!facts.fuelPrices.ok) {
    add('warning', `The fuel prices could not be read: ${facts.fuelPrices.error}.`, 'Check the database.')
  } else {
    const { lastRefreshedAt, rows, sources } = facts.fuelPrices.value
    if (rows === 0) {
      add(
        'warning',
        'There are no fuel prices: the calculator shows none.',
        'Run the refresh from Admin › Fuel Prices.',
      )
    } else if (
      sources.length > 0 &&
      lastRefreshedAt &&
      now.getTime() - new Date(lastRefreshedAt).getTime() > FUEL_PRICES_MAX_AGE_MS
    ) {
      add(
        'warning',
        `Fuel prices were last refreshed ${ago(lastRefreshedAt, now)}.`,
        'Check that the job queue runs and FUEL_PRICES_CRON is not "off"; refresh now from Admin › Fuel Prices.',
      )
    }
  }

  // Worth knowing.
  const recaptcha = facts.services.find((service) => service.key === 'recaptcha')
  if (facts.live && recaptcha?.mode === 'off') {
    add(
      'info',
      'reCAPTCHA is off: the contact form relies on its hidden field and rate limits.',
      'Set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY if spam gets through.',
    )
  }

  return problems.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level])
}
