/**
 * Fails when the Payload config describes a schema that the committed migrations of either
 * database do not reach. Fix: npm run migrate:create -- <name>
 */
import { spawnSync } from 'node:child_process'

import { migrationTargets, removeScratchDatabase, TASK_RUNNER } from './lib/db-targets'

let failed = false
for (const [kind, url] of Object.entries(migrationTargets())) {
  const result = spawnSync(process.execPath, [...TASK_RUNNER, 'scripts/lib/migration-task.ts', 'diff'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: url, PAYLOAD_DB_PUSH: 'false', LOG_LEVEL: 'warn' },
  })
  removeScratchDatabase(url)
  const marker = result.stdout?.split('@@DIFF@@')[1]
  if (result.status !== 0 || !marker) {
    console.error(`✗ ${kind}: could not compare the schema (exit ${result.status}).\n${result.stderr}`)
    failed = true
    continue
  }
  const statements = JSON.parse(marker) as string[]
  if (statements.length > 0) {
    failed = true
    console.error(`✗ ${kind}: the config changed without a migration (${statements.length} pending statements):`)
    for (const statement of statements.slice(0, 5)) console.error(`    ${statement.split('\n')[0].slice(0, 140)}`)
  } else {
    console.log(`✓ ${kind}: migrations match the config`)
  }
}

if (failed) {
  console.error('\nRun `npm run migrate:create -- <name>` and commit both migrations.')
  process.exit(1)
}
