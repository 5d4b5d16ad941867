import { describe, expect, it } from 'vitest'

import {
  ARCHIVE_FORMAT,
  archiveName,
  archivesToPrune,
  type BackupManifest,
  collectionTable,
  countsPerCollection,
  manifestSummary,
  parseArchiveName,
  parseManifest,
  parseRestoreArgs,
  tableCountMismatches,
} from './archive'

const manifest: BackupManifest = {
  format: ARCHIVE_FORMAT,
  createdAt: '2026-11-27T03:30:00.000Z',
  trigger: 'scheduled',
  versions: { app: '0.1.0', payload: '3.90.2', node: '24.11.0', database: { kind: 'sqlite', version: '3.45.1' } },
  migrations: ['20261101_000000_initial'],
  collections: { stories: 2 },
  tables: { stories: 2, _stories_v: 5 },
  database: { file: 'database/sqlite.db', bytes: 4096 },
  media: { files: [{ path: 'a.png', size: 3, sha256: 'a'.repeat(64) }], bytes: 3, source: 'folder' },
}

describe('archive names', () => {
  it('name the trigger and the UTC time, and read back', () => {
    const name = archiveName('scheduled', new Date('2026-11-27T03:30:05.123Z'))
    expect(name).toBe('vanlife-backup-scheduled-20261127T033005123Z.tar.gz')
    expect(parseArchiveName(name)).toEqual({ trigger: 'scheduled', stamp: '20261127T033005123Z' })
    expect(archiveName('manual', new Date('2026-11-27T03:30:05.124Z'))).not.toBe(name.replace('scheduled', 'manual'))
    expect(parseArchiveName('notes.txt')).toBeNull()
    expect(parseArchiveName(`${name}.partial`)).toBeNull()
  })
})

describe('archivesToPrune', () => {
  const scheduled = (day: number) => `vanlife-backup-scheduled-202611${String(day).padStart(2, '0')}T033000000Z.tar.gz`

  it('keeps the newest `keep` scheduled archives, whatever the listing order', () => {
    const names = [scheduled(3), scheduled(1), scheduled(4), scheduled(2)]
    expect(archivesToPrune(names, 2).sort()).toEqual([scheduled(1), scheduled(2)])
    expect(archivesToPrune(names, 4)).toEqual([])
    expect(archivesToPrune(names, 10)).toEqual([])
  })

  it('never removes manual archives or other files', () => {
    const names = [
      scheduled(1),
      scheduled(2),
      'vanlife-backup-manual-20261101T000000Z.tar.gz',
      'README.txt',
      `${scheduled(0)}.partial`,
    ]
    expect(archivesToPrune(names, 1)).toEqual([scheduled(1)])
  })
})

describe('collection tables and counts', () => {
  it('follow Payload’s snake_case table names', () => {
    expect(collectionTable('story-submissions')).toBe('story_submissions')
    expect(collectionTable('payload-jobs')).toBe('payload_jobs')
    expect(collectionTable('fuelPrices')).toBe('fuel_prices')
    expect(collectionTable('stories')).toBe('stories')
  })

  it('count the documents of each collection that has a table', () => {
    expect(
      countsPerCollection(['stories', 'contact-messages', 'missing'], {
        stories: 3,
        _stories_v: 9,
        contact_messages: 0,
      }),
    ).toEqual({ stories: 3, 'contact-messages': 0 })
  })

  it('name every table whose rows differ from the manifest', () => {
    expect(tableCountMismatches({ a: 1, b: 2, c: 3 }, { a: 1, b: 1 })).toEqual([
      'b: 2 in the backup, 1 restored',
      'c: 3 in the backup, no table restored',
    ])
    expect(tableCountMismatches({ a: 1 }, { a: 1, extra: 4 })).toEqual([])
  })
})

describe('manifest', () => {
  it('reads back what the backup wrote', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest)
  })

  it('reads an archive made before object storage as one of the media folder', () => {
    const older = { ...manifest, media: { files: manifest.media.files, bytes: 3 } }
    expect(parseManifest(JSON.stringify(older)).media.source).toBe('folder')
    const fromBucket = { ...manifest, media: { ...manifest.media, source: 'bucket' } }
    expect(parseManifest(JSON.stringify(fromBucket)).media.source).toBe('bucket')
  })

  it('refuses what is not a manifest of this format, in one line', () => {
    expect(() => parseManifest('not json')).toThrow('not a backup made by npm run backup')
    expect(() => parseManifest(JSON.stringify({ ...manifest, format: 2 }))).toThrow(/not one this version can restore/)
    expect(() => parseManifest(JSON.stringify({ ...manifest, migrations: undefined }))).toThrow(/migrations/)
  })

  it('is summed up for the backups row without the list of files', () => {
    expect(manifestSummary(manifest).media).toEqual({ files: 1, bytes: 3, source: 'folder' })
    expect(manifestSummary(manifest).tables).toEqual(manifest.tables)
  })
})

describe('parseRestoreArgs', () => {
  it('takes one archive and --force', () => {
    expect(parseRestoreArgs(['b.tar.gz'])).toEqual({ file: 'b.tar.gz', force: false })
    expect(parseRestoreArgs(['--force', 'b.tar.gz'])).toEqual({ file: 'b.tar.gz', force: true })
  })

  it('answers the usage when the archive is missing, doubled or an option is unknown', () => {
    expect(() => parseRestoreArgs([])).toThrow(/Which archive\?\nUsage: npm run restore -- FILE/)
    expect(() => parseRestoreArgs(['a', 'b'])).toThrow(/not several/)
    expect(() => parseRestoreArgs(['a', '--yes'])).toThrow(/Unknown option --yes/)
  })
})
