/**
 * npm run seed: fills the configured (already migrated) database with the demo content.
 * Idempotent: running it again updates the same documents and creates nothing new.
 * Refuses to run under NODE_ENV=test unless SEED_ALLOW_TEST=1, so tests never seed by accident.
 */
import { formatSeedSummary, seedDemoContent } from '@/seed'

import { closePayload } from '../src/cms/close-payload'
import { loadPayload } from './lib/load-payload'

if (process.env.NODE_ENV === 'test' && process.env.SEED_ALLOW_TEST !== '1') {
  console.error('Refusing to seed with NODE_ENV=test. Set SEED_ALLOW_TEST=1 to seed a test database on purpose.')
  process.exit(1)
}

const started = Date.now()
const payload = await loadPayload()
try {
  const summary = await seedDemoContent(payload, { log: (line) => payload.logger.debug({ event: 'seed' }, line) })
  console.log(`Demo content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s\n${formatSeedSummary(summary)}`)
} catch (error) {
  console.error('Seeding failed:', error)
  await closePayload(payload)
  process.exit(1)
}
await closePayload(payload)
process.exit(0)
