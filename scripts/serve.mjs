/**
 * npm start: prepares the database (scripts/start.ts, in a short-lived process of its own: migrate,
 * first staff login, demo content on an empty database, stale cached pages discarded), then serves
 * the production build on PORT in this process with Next's own request handler, as `next start`
 * would, plus what Next cannot be told:
 * - the client's address comes from the socket unless TRUSTED_PROXIES names the proxies in front
 *   (scripts/lib/client-address.mjs); the app sees it as the only X-Forwarded-For entry;
 * - request bodies are limited before anything reads them (scripts/lib/request-limits.mjs);
 * - cached pages say `public` (scripts/lib/public-cache-control.mjs), and API answers to a request
 *   with credentials `private, no-store` (scripts/lib/private-cache-control.mjs);
 * - with an https SITE_URL, every answer carries HSTS and upgrade-insecure-requests
 *   (scripts/lib/transport-security.mjs);
 * - without REDIS_URL, cached pages' complete answers are replayed from memory for a second, emptied
 *   whenever the app expires a tag (scripts/lib/page-cache.mjs, ADR 0031);
 * - a path that is not valid percent-encoding is a 400, not Next's 500: the site's 400 page for a
 *   page, plain text for the API (scripts/lib/bad-path.mjs);
 * - with SITE_URL set, the admin opened at another host is sent there (scripts/lib/admin-host.mjs);
 * - keep-alive outlasts the proxy's idle timeout (scripts/lib/drain.mjs);
 * - on SIGTERM/SIGINT, a drained stop (ADR 0028): readiness (GET /api/health/ready) fails at once
 *   (scripts/lib/stopping.mjs), no new connection is accepted, every request received is answered
 *   (up to 10 s, then cut), the job queue starts nothing new and its running job gets the same
 *   10 s, then the database closes (src/cms/shutdown.ts) and the process exits. `npm start` runs
 *   this file with `exec`, so npm's child is this process and npm hands it the signal.
 *
 * Plain JavaScript run by Node itself: no TypeScript loader in the serving process.
 */
import { spawnSync } from 'node:child_process'
import { createServer } from 'node:http'

import nextEnv from '@next/env'
import next from 'next'

import { adminRedirect } from './lib/admin-host.mjs'
import { refuseUndecodablePath, toBadRequestPage } from './lib/bad-path.mjs'
import { settleClientAddress, trustedProxies } from './lib/client-address.mjs'
import { createPageCache } from './lib/page-cache.mjs'
import { keepPrivateWhenCredentialed } from './lib/private-cache-control.mjs'
import { sayPublicWhenShared } from './lib/public-cache-control.mjs'
import { answerRefusal, refuseBody } from './lib/request-limits.mjs'
import { carriesSession, payloadSecret, sessionKey } from './lib/session-gate.mjs'
import { DRAIN_LIMIT_MS, drainServer, logLine, setKeepAlive, trackRequests } from './lib/drain.mjs'
import { appShutdownHooks, markStopping } from './lib/stopping.mjs'
import { TASK_RUNNER } from './lib/task-runner.mjs'
import { secureTransport } from './lib/transport-security.mjs'

// .env files as Next reads them, before anything here or in the preparation reads the environment.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error })

let trust
try {
  trust = trustedProxies(process.env.TRUSTED_PROXIES)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

const prepared = spawnSync(process.execPath, [...TASK_RUNNER, 'scripts/start.ts'], { stdio: 'inherit' })
if (prepared.status !== 0) process.exit(prepared.status ?? 1)

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = Number(process.env.PORT || 3000)
const siteUrl = (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, '')

const app = next({ dev: false, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

// With REDIS_URL every instance reads pages from Redis on each request, so that a publish on one
// shows on the next request of every other (ADR 0013); a copy here would miss their publishes.
const pages = process.env.REDIS_URL ? null : createPageCache()
// The app (another module graph: src/cms/revalidation/front-cache.ts) empties it when tags expire.
if (pages) globalThis[Symbol.for('vanlife.frontCache.empty')] = pages.empty
const httpsOnly = siteUrl.startsWith('https://')
const secret = payloadSecret()
const signingKey = secret ? sessionKey(secret) : null
const signedIn = (req) => carriesSession(req, signingKey)
const configuredSiteUrl = process.env.SITE_URL

/** Next's handler (after the in-memory page cache). */
function serve(req, res) {
  if (pages?.handle(req, res)) return
  handle(req, res).catch((error) => {
    // Next answers its own errors; this only catches a failure of the handler itself.
    console.error('Request handler failed:', error instanceof Error ? error.message : String(error))
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Internal Server Error')
  })
}

/** The styled 400 page straight from Next (never from or into the page cache: it answers 400). */
function handleBadRequest(req, res) {
  handle(req, res).catch(() => {
    if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Bad Request')
  })
}

const requests = trackRequests()
const server = createServer((req, res) => {
  requests.track(res)
  settleClientAddress(req, trust)
  sayPublicWhenShared(res)
  keepPrivateWhenCredentialed(req, res)
  if (httpsOnly) secureTransport(res)
  if (toBadRequestPage(req, res)) return void handleBadRequest(req, res)
  if (refuseUndecodablePath(req, res)) return
  const toAdmin = adminRedirect(req, configuredSiteUrl)
  if (toAdmin) {
    res.writeHead(307, { Location: toAdmin, 'Cache-Control': 'no-store' })
    return res.end()
  }
  const refusal = refuseBody(req, signedIn)
  if (refusal === null) return serve(req, res)
  // Decided at once, except an upload over the anonymous limit, whose session is checked first.
  void Promise.resolve(refusal).then((decided) => (decided ? answerRefusal(req, res, decided) : serve(req, res)))
})
setKeepAlive(server)
server.listen(port, () => {
  process.stdout.write(`\n  Site:   ${siteUrl}\n  Admin:  ${siteUrl}/admin\n\n`)
})

/** The drained stop: see the top of this file. */
async function stop(signal) {
  const deadline = Date.now() + DRAIN_LIMIT_MS
  // Whatever hangs below, the process ends.
  setTimeout(() => process.exit(1), DRAIN_LIMIT_MS + 10_000).unref()
  // From now on GET /api/health/ready answers 503 (load balancers stop sending requests here).
  markStopping()
  requests.closeAfterAnswers()
  const hooks = appShutdownHooks()
  const [cut] = await Promise.all([
    drainServer(server, { deadline }),
    hooks
      ?.stopJobs(deadline)
      .catch((error) => logLine('error', 'jobs_stop_failed', error, 'Stopping the job queue failed')),
  ])
  logLine(
    cut ? 'warn' : 'info',
    'server_drained',
    { signal, cut },
    cut ? 'Requests cut at the drain limit' : 'Every request answered',
  )
  await app.close().catch(() => undefined)
  await hooks
    ?.closeDatabase()
    .catch((error) => logLine('error', 'database_close_failed', error, 'Closing the database failed'))
  process.exit(0)
}

let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    void stop(signal)
  })
}
