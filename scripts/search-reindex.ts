/**
 * Rebuilds the site search's index and vocabulary for the configured database (npm run
 * search:reindex): every published story and article and every product, in one transaction.
 */
import { closePayload } from '../src/cms/close-payload'
import { reindexSearch } from '../src/features/search/server/reindex'
import { loadPayload } from './lib/load-payload'

const payload = await loadPayload()
const { documents, seconds } = await reindexSearch(payload)
console.log(`Search index rebuilt: ${documents} documents in ${seconds.toFixed(1)} s`)
await closePayload(payload)
process.exit(0)
