/** Applies the committed migrations of the configured database (npm run migrate). */
import { loadPayload } from './lib/load-payload'
import { closePayload } from '../src/cms/close-payload'

const payload = await loadPayload()
await payload.db.migrate()
payload.logger.info({ event: 'migrations_applied', database: payload.db.name })
await closePayload(payload)
process.exit(0)
