/**
 * npm run import:content -- <export.ndjson>
 * Imports a dataset export of the old content platform (one JSON document per line) into the
 * configured, already migrated database: authors, stories, articles and their images, created
 * or updated by old id or slug (idempotent). Images given as paths are read next to the export.
 *
 * The site's cache is not expired (imports save with disableRevalidate): a running site shows
 * the imported posts within its time-to-live values (SPEC §9: lists 10 min, a post 15 min).
 * Exit code: 0 all imported, 1 some documents failed (the rest are imported), 2 usage error.
 */
import { existsSync, statSync } from 'node:fs'

import { formatImportSummary, hasFailures, importContent } from '../src/features/content/import/run'
import { closePayload } from '../src/cms/close-payload'
import { loadPayload } from './lib/load-payload'

const file = process.argv[2]
if (!file || !existsSync(file) || !statSync(file).isFile()) {
  console.error(file ? `No such file: ${file}` : 'Usage: npm run import:content -- <export.ndjson>')
  process.exit(2)
}

const started = Date.now()
const payload = await loadPayload()
let failed = false
try {
  const summary = await importContent(payload, file, {
    log: (line) => payload.logger.debug({ event: 'import' }, line),
  })
  console.log(`Imported ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s\n${formatImportSummary(summary)}`)
  failed = hasFailures(summary)
} catch (error) {
  console.error('Import failed:', error)
  await closePayload(payload)
  process.exit(1)
}
await closePayload(payload)
process.exit(failed ? 1 : 0)
