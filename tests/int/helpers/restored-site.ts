/**
 * Started as its own process on a restored database (DATABASE_URL, MEDIA_DIR in its environment)
 * by tests/int/backup.int.test.ts, with the npm scripts' flags (TASK_RUNNER): starts Payload as
 * `npm start` does, applies the migrations (a restored site must need none) and writes what it
 * then reads to the JSON file named by its argument.
 *   node <TASK_RUNNER> tests/int/helpers/restored-site.ts OUT.json
 */
import fs from 'node:fs'

import { closePayload } from '../../../src/cms/close-payload'
import { loadPayload } from '../../../scripts/lib/load-payload'
import { readAllDocuments } from './documents'

const out = process.argv[2]
if (!out) throw new Error('Usage: restored-site.ts OUT.json')

const payload = await loadPayload()
const applied = async () => (await payload.count({ collection: 'payload-migrations', overrideAccess: true })).totalDocs
const before = await applied()
await payload.db.migrate()
const migrationsRun = (await applied()) - before
const documents = await readAllDocuments(payload)
fs.writeFileSync(out, JSON.stringify({ migrationsRun, documents }))
await closePayload(payload)
process.exit(0)
