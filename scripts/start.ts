/**
 * The first step of npm start, run by scripts/serve.mjs in a process of its own that ends before
 * the site is served (so the serving process never holds Payload's start-up memory): on a live site
 * refuses the stand-ins not opted in to (scripts/lib/live-start.ts), applies migrations, on first
 * start creates the staff login and (not live) seeds the demo content, and discards the
 * cached pages (the build's were made without the database, an earlier run's may predate changes
 * made outside the server). Prints the staff login it created, once.
 *
 * A restart on a prepared database skips Payload: when the quick check
 * (scripts/lib/nothing-to-prepare.ts) proves that there is no migration to apply, a staff login
 * and content, only the cached pages are discarded (ADR 0029: a restart serves within 5 s).
 */
import fs from 'node:fs'

import type { CreatedStaff } from './lib/bootstrap'

import { env } from '../src/lib/env'
import { logger } from '../src/lib/logger'
import { builtDeploymentId, deploymentIdRefusal } from './lib/deployment-id'
import { discardBuildCache } from './lib/discard-build-cache'
import { liveStartRefusal } from './lib/live-start'
import { nothingToPrepare } from './lib/nothing-to-prepare'

const refusal = liveStartRefusal(env)
if (refusal) {
  console.error(refusal)
  process.exit(1)
}

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build found. Run `npm run build` first (or `npm run quickstart`).')
  process.exit(1)
}

const deploymentMismatch = deploymentIdRefusal(builtDeploymentId(), env.NEXT_DEPLOYMENT_ID)
if (deploymentMismatch) {
  console.error(deploymentMismatch)
  process.exit(1)
}

// A live site's web process runs no background jobs unless told (ADR 0033): say so at every start,
// so that a site upgraded from when it did (JOBS_AUTORUN unset meant true) learns it needs a worker.
if (env.live && env.JOBS_AUTORUN === undefined) {
  logger.warn(
    { event: 'jobs_need_a_worker' },
    'This live site runs its background jobs (email, scheduled publishing, backups) in `npm run worker` (deploy/vanlife-worker.service), not here: run one beside it, or set JOBS_AUTORUN=true on one instance',
  )
}

/** Migrations, the first staff login, the demo content: with Payload, only when there is work. */
async function prepare(): Promise<CreatedStaff | null> {
  if (await nothingToPrepare(env)) return null
  const [{ loadPayload }, { prepareDatabase }, { closePayload }] = await Promise.all([
    import('./lib/load-payload'),
    import('./lib/bootstrap'),
    import('../src/cms/close-payload'),
  ])
  const payload = await loadPayload()
  await payload.db.migrate()
  const { staff } = await prepareDatabase(payload, env)
  await closePayload(payload)
  return staff
}

const staff = await prepare()

const discarded = discardBuildCache()
logger.info({ event: 'page_cache_discarded', entries: discarded }, 'Pages render from the database on first request')

if (staff) {
  const lines = [`  Staff login created: ${staff.email}`]
  lines.push(
    staff.fromEnv
      ? '  Password: the value of ADMIN_PASSWORD'
      : `  Password: ${staff.password}   (shown once; change it in the admin)`,
  )
  // Written straight to the terminal, never through the logger, so the password is not kept in logs.
  process.stdout.write(`\n${lines.join('\n')}\n\n`)
}
process.exit(0)
