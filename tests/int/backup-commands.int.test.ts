/**
 * The real commands, as the team runs them (docs/deploy.md): `npm run backup` writes an archive
 * and exits 0; `npm run restore -- FILE` brings it into an empty database and media folder and
 * exits 0; run again on that (now full) target it refuses, exit 1, saying why and about --force,
 * and with --force it replaces it; without a file it says which argument it wants. On the run's
 * database kind (TEST_DB). What the archive holds, byte for byte, is tests/int/backup.int.test.ts.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { createStory } from './helpers/content'
import { closeTestPayload, getFreshTestPayload } from './helpers/payload'
import { createDatabase } from './setup/database'

const ROOT = path.resolve(__dirname, '../..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vanlife-backup-commands-'))
const backupDir = path.join(work, 'backups')
// Before env.ts is read (getFreshTestPayload): this file's own media folder.
process.env.MEDIA_DIR = path.join(work, 'media')
fs.mkdirSync(process.env.MEDIA_DIR, { recursive: true })
fs.writeFileSync(path.join(process.env.MEDIA_DIR, 'kept-photo.jpg'), 'not really a photo')

let payload: Payload
let databaseUrl: string

beforeAll(async () => {
  payload = await getFreshTestPayload('backup_cmd')
  databaseUrl = process.env.DATABASE_URL!
  await createStory(payload, { title: 'Backed up by the command' })
}, 120_000)

afterAll(async () => {
  await closeTestPayload()
  fs.rmSync(work, { recursive: true, force: true })
})

/** `npm run <script> -- args` in the project, on `database` and `mediaDir`. */
function npmRun(script: string, args: string[], env: { DATABASE_URL: string; MEDIA_DIR: string }) {
  return spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: {
      ...process.env,
      ...env,
      PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      BACKUP_DIR: backupDir,
      LOG_LEVEL: 'error',
    },
  })
}

const output = (result: SpawnSyncReturns<string>) => `exit ${result.status}\n${result.stdout}\n${result.stderr}`

describe('npm run backup, then npm run restore -- FILE', () => {
  let archive: string
  let target: { DATABASE_URL: string; MEDIA_DIR: string }

  it('backup writes one archive in BACKUP_DIR and exits 0', async () => {
    const result = npmRun('backup', [], { DATABASE_URL: databaseUrl, MEDIA_DIR: process.env.MEDIA_DIR! })
    expect(result.status, output(result)).toBe(0)
    const written = /^Backup written: (.+\.tar\.gz)$/m.exec(result.stdout)?.[1]
    expect(written, output(result)).toBeTruthy()
    archive = path.resolve(ROOT, written!)
    expect(path.dirname(archive)).toBe(backupDir)
    expect(fs.readdirSync(backupDir)).toEqual([path.basename(archive)])
    expect(fs.statSync(archive).size).toBeGreaterThan(1024)
    expect(result.stdout).toMatch(/ \d+ documents · [1-9]\d* media files · \d+ migrations/)

    // Recorded for the status page, as a manual backup.
    const { docs } = await payload.find({ collection: 'backups', sort: '-startedAt', limit: 1, overrideAccess: true })
    expect(docs[0]).toMatchObject({ status: 'succeeded', trigger: 'manual', file: path.basename(archive) })
  })

  it('restore brings it into an empty database and media folder and exits 0', async () => {
    target = {
      DATABASE_URL: await createDatabase(inject('intRun'), 'cmd_target'),
      MEDIA_DIR: path.join(work, 'media-restored'),
    }
    const result = npmRun('restore', [archive], target)
    expect(result.status, output(result)).toBe(0)
    expect(result.stdout).toMatch(/^Restored .+: \d+ documents, [1-9]\d* media files, \d+ migrations applied\./m)
    expect(result.stdout).toContain('Start the site with npm start.')
    expect(fs.readFileSync(path.join(target.MEDIA_DIR, 'kept-photo.jpg'), 'utf8')).toBe('not really a photo')
    // The story's upload too: the same files as the site's folder.
    expect(fs.readdirSync(target.MEDIA_DIR).sort()).toEqual(fs.readdirSync(process.env.MEDIA_DIR!).sort())
  })

  it('refuses the target now that it is not empty, exit 1, and says about --force', () => {
    const result = npmRun('restore', [archive], target)
    expect(result.status, output(result)).toBe(1)
    expect(result.stderr).toMatch(
      /^Refusing to restore: the database holds \d+ tables and .*media-restored holds files\. Restore into an empty database and media folder, or add --force to replace their contents \(everything in them is lost\)\.$/m,
    )
    // Nothing was touched.
    expect(fs.readdirSync(target.MEDIA_DIR).sort()).toEqual(fs.readdirSync(process.env.MEDIA_DIR!).sort())
  })

  it('replaces it with --force, exit 0', () => {
    fs.writeFileSync(path.join(target.MEDIA_DIR, 'stray.txt'), 'left over')
    const result = npmRun('restore', ['--force', archive], target)
    expect(result.status, output(result)).toBe(0)
    expect(fs.readdirSync(target.MEDIA_DIR)).not.toContain('stray.txt')
    expect(fs.readdirSync(target.MEDIA_DIR).sort()).toEqual(fs.readdirSync(process.env.MEDIA_DIR!).sort())
  })

  it('without a file says which argument it wants, exit 1', () => {
    const result = npmRun('restore', [], target)
    expect(result.status, output(result)).toBe(1)
    expect(result.stderr).toContain('Which archive?')
  })
})
