/**
 * npm start: applies migrations, on first start creates the staff login and seeds the demo
 * content, discards the cached pages (the build's were made without the database, an earlier
 * run's may predate changes made outside the server), then serves the production build with `next start` on PORT.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'

import { closePayload } from '../src/cms/close-payload'
import { env } from '../src/lib/env'
import { ensureFirstStaffUser, isEmptyDatabase } from './lib/bootstrap'
import { discardBuildCache } from './lib/discard-build-cache'
import { loadPayload } from './lib/load-payload'

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build found. Run `npm run build` first (or `npm run quickstart`).')
  process.exit(1)
}

const payload = await loadPayload()
await payload.db.migrate()

const staff = await ensureFirstStaffUser(payload, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
if (await isEmptyDatabase(payload)) {
  payload.logger.info({ event: 'seed_start' }, 'Empty database: seeding demo content')
  const { seedDemoContent } = await import('@/seed')
  await seedDemoContent(payload, { log: (line) => payload.logger.info({ event: 'seed' }, line) })
}
await closePayload(payload)

const discarded = discardBuildCache()
payload.logger.info(
  { event: 'page_cache_discarded', entries: discarded },
  'Pages render from the database on first request',
)

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
const server = spawn(process.execPath, [nextBin, 'start', '-p', String(env.PORT)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))

await waitForHealth(`http://127.0.0.1:${env.PORT}/api/health`)
printWelcome()

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function printWelcome(): void {
  const lines = ['', `  Site:   ${env.siteUrl}`, `  Admin:  ${env.siteUrl}/admin`]
  if (staff) {
    lines.push(`  Staff login created: ${staff.email}`)
    lines.push(
      staff.fromEnv
        ? '  Password: the value of ADMIN_PASSWORD'
        : `  Password: ${staff.password}   (shown once; change it in the admin)`,
    )
  }
  // Written straight to the terminal, never through the logger, so the password is not kept in logs.
  process.stdout.write(`${lines.join('\n')}\n\n`)
}
