import { describe, expect, it } from 'vitest'

import { MIGRATION_DIRS } from '../../src/cms/migration-dirs'
import { committedMigrations, preparedAlready, sqliteFile } from '../../scripts/lib/nothing-to-prepare'

const committed = ['20261122_003903_initial', '20261128_012530_nothing_lost']
const ready = { committed, applied: [...committed], staff: true, content: true, searchIndexed: true }

describe('preparedAlready', () => {
  it('is true only with every migration applied, a staff login and content', () => {
    expect(preparedAlready(ready)).toBe(true)
    expect(preparedAlready({ ...ready, applied: committed.slice(0, 1) })).toBe(false)
    expect(preparedAlready({ ...ready, staff: false })).toBe(false)
    expect(preparedAlready({ ...ready, content: false })).toBe(false)
  })

  it('is false while published content has no search index (an upgrade migrated first)', () => {
    expect(preparedAlready({ ...ready, searchIndexed: false })).toBe(false)
  })

  it('leaves a pushed schema (the dev row) to Payload', () => {
    expect(preparedAlready({ ...ready, applied: [...committed, 'dev'] })).toBe(false)
  })

  it('ignores applied migrations that are no longer committed', () => {
    expect(preparedAlready({ ...ready, applied: ['20200101_000000_old', ...committed] })).toBe(true)
  })
})

describe('committedMigrations', () => {
  it('lists the migration files without the index', () => {
    const sqlite = committedMigrations(MIGRATION_DIRS.sqlite)
    expect(sqlite).toContain('20261122_003903_initial')
    expect(sqlite).not.toContain('index')
    expect(committedMigrations(MIGRATION_DIRS.postgres)).toContain('20261122_003908_initial')
  })
})

describe('sqliteFile', () => {
  it('is the path of a file: URL without its query', () => {
    expect(sqliteFile('file:./data/vanlife.db')).toBe('./data/vanlife.db')
    expect(sqliteFile('file:/srv/site.db?mode=rwc')).toBe('/srv/site.db')
  })
})
