/**
 * One adapter's migration task, run in its own process (the adapter is chosen from
 * DATABASE_URL when the config is imported):
 *   tsx scripts/lib/migration-task.ts diff          prints pending statements as JSON
 *   tsx scripts/lib/migration-task.ts create <name> writes a migration when there are changes
 */
import { loadPayload } from './load-payload'
import { pendingSchemaStatements } from './schema-diff'
import { closePayload } from '../../src/cms/close-payload'

const [command, name = 'change'] = process.argv.slice(2)

const payload = await loadPayload()
const statements = await pendingSchemaStatements(payload)

if (command === 'diff') {
  process.stdout.write(`\n@@DIFF@@${JSON.stringify(statements)}\n`)
} else if (command === 'create') {
  if (statements.length === 0) {
    console.log(`No schema changes for ${payload.db.name}; nothing to create.`)
  } else {
    await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
  }
} else {
  console.error('Usage: migration-task.ts diff | create <name>')
  process.exitCode = 2
}
await closePayload(payload)
process.exit(process.exitCode ?? 0)
