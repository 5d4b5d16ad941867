/** Applies the committed migrations of the configured database (npm run migrate). */
import { getPayload } from 'payload'

import config from '../src/cms/payload.config'

const payload = await getPayload({ config })
await payload.db.migrate()
payload.logger.info({ event: 'migrations_applied', database: payload.db.name })
await payload.destroy()
process.exit(0)
