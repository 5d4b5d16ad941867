/**
 * Creates a migration for BOTH databases from the current Payload config:
 *   npm run migrate:create -- <name_in_snake_case>
 * Each adapter diffs the config against the newest snapshot in its own folder.
 */
import { spawnSync } from 'node:child_process'

import { migrationTargets, removeScratchDatabase, TASK_RUNNER } from './lib/db-targets'

const name = process.argv[2] ?? 'change'
if (!/^[a-z0-9_]+$/i.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case>')
  process.exit(2)
}

for (const [kind, url] of Object.entries(migrationTargets())) {
  console.log(`▸ ${kind}`)
  const result = spawnSync(process.execPath, [...TASK_RUNNER, 'scripts/lib/migration-task.ts', 'create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, PAYLOAD_DB_PUSH: 'false', LOG_LEVEL: 'warn' },
  })
  removeScratchDatabase(url)
  if (result.status !== 0) {
    console.error(`Creating the ${kind} migration failed (exit ${result.status}).`)
    process.exit(result.status ?? 1)
  }
}
