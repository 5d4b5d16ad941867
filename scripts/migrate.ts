/** Applies the committed migrations of the configured database (npm run migrate). */
import { env } from '../src/lib/env'
import { closePayload } from '../src/cms/close-payload'
import { loadPayload } from './lib/load-payload'

/** Which database, without its credentials: a SQLite file, or PostgreSQL's host, port and name. */
function databaseOf(url: string): string {
  if (url.startsWith('file:')) return `SQLite ${url.slice('file:'.length)}`
  const parsed = new URL(url)
  return `PostgreSQL ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`
}

const payload = await loadPayload()
await payload.db.migrate()
const database = databaseOf(env.DATABASE_URL)
payload.logger.info({ event: 'migrations_applied', database }, `Migrations applied to ${database}`)
// A site upgraded to search has content and an empty index: filled here, before instances start
// (docs/deploy.md; npm start's quick check would skip its preparation, which also does this).
const { ensureSearchIndex } = await import('../src/features/search/server/reindex')
if (await ensureSearchIndex(payload)) payload.logger.info({ event: 'search_reindexed' }, 'Search index built')
await closePayload(payload)
process.exit(0)
