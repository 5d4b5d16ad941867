/**
 * Backups (src/features/ops/backup): npm run backup's archive restored by npm run restore's code
 * into an empty database and media folder gives back every document, relation, version and file;
 * a backup taken during a burst of form posts restores every post acknowledged before it began,
 * and no half-written one; a backup that cannot write is recorded failed and emails the team; the
 * scheduled task keeps the newest BACKUP_KEEP archives. On the run's database kind (TEST_DB).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { TASK_RUNNER } from '../../scripts/lib/task-runner.mjs'
import { createStory, testImage } from './helpers/content'
import { hashFiles, readAllDocuments, readAllRows } from './helpers/documents'
import { closeTestPayload, createMember, getFreshTestPayload, uniqueSuffix } from './helpers/payload'
import { createPaidOrder } from './helpers/shop'
import { ensureTeamEmail } from './helpers/site'
import { createDatabase } from './setup/database'

// Before env.ts is read (getFreshTestPayload): the scheduled task's folder and how many it keeps.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vanlife-backup-int-'))
process.env.BACKUP_DIR = path.join(work, 'scheduled')
process.env.BACKUP_KEEP = '2'

let payload: Payload
let backup: typeof import('@/features/ops/backup/server/backup')
let restore: typeof import('@/features/ops/backup/server/restore')
let databaseUrl: string
let mediaDir: string

beforeAll(async () => {
  payload = await getFreshTestPayload('backup')
  backup = await import('@/features/ops/backup/server/backup')
  restore = await import('@/features/ops/backup/server/restore')
  const { env } = await import('@/lib/env')
  databaseUrl = env.DATABASE_URL
  mediaDir = path.resolve(env.MEDIA_DIR)
  await ensureTeamEmail(payload)
}, 120_000)

afterAll(async () => {
  await closeTestPayload()
  fs.rmSync(work, { recursive: true, force: true })
})

/** An empty database and media folder of this run to restore into. */
async function emptyTarget(label: string): Promise<{ databaseUrl: string; mediaDir: string }> {
  return { databaseUrl: await createDatabase(inject('intRun'), label), mediaDir: path.join(work, `media-${label}`) }
}

/** Payload started on the restored site in a process of its own, as npm start would: what it reads. */
function readRestoredSite(target: { databaseUrl: string; mediaDir: string }): {
  migrationsRun: number
  documents: Record<string, unknown>
} {
  const out = path.join(work, `restored-${uniqueSuffix()}.json`)
  const result = spawnSync(process.execPath, [...TASK_RUNNER, 'tests/int/helpers/restored-site.ts', out], {
    env: { ...process.env, DATABASE_URL: target.databaseUrl, MEDIA_DIR: target.mediaDir, LOG_LEVEL: 'error' },
    encoding: 'utf8',
    timeout: 120_000,
  })
  expect(result.status, `restored-site.ts: ${result.stderr}`).toBe(0)
  return JSON.parse(fs.readFileSync(out, 'utf8')) as { migrationsRun: number; documents: Record<string, unknown> }
}

/** A photo-like upload through Payload's media collection: the original and every size on disk. */
async function uploadPhoto(): Promise<{ id: number; files: string[] }> {
  const data = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .composite([
      { input: Buffer.from('<svg width="400" height="300"><circle cx="200" cy="150" r="120" fill="#fa0"/></svg>') },
    ])
    .jpeg()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: 'A van at dusk' },
    file: { data, mimetype: 'image/jpeg', name: `van-${uniqueSuffix()}.jpg`, size: data.length },
    overrideAccess: true,
  })
  const sizes = Object.values(doc.sizes ?? {})
    .map((size) => size?.filename)
    .filter((name): name is string => Boolean(name))
  return { id: doc.id, files: [doc.filename!, ...sizes] }
}

describe('backup and restore', () => {
  it('restores stories with their versions, a member, an order and an upload into an empty database and media folder, identical', async () => {
    const photo = await uploadPhoto()
    const story = await createStory(payload, { title: 'Backed up story' })
    await payload.update({
      collection: 'stories',
      id: story.id,
      data: { excerpt: 'A second version.', featuredImage: photo.id },
      overrideAccess: true,
    })
    await createStory(payload, { title: 'A draft', status: 'draft' })
    const member = await createMember(payload)
    const product = await payload.create({
      collection: 'products',
      data: {
        name: 'Road Tee',
        slug: `road-tee-${uniqueSuffix()}`,
        price: 25,
        description: 'A tee.',
        images: [(await testImage(payload)).id],
        sizes: ['M'],
        stock: { S: 0, M: 10, L: 0, XL: 0, oneSize: 0 },
        inStock: true,
      } as never,
      overrideAccess: true,
    })
    const order = await createPaidOrder(payload, member, {
      product: product.id,
      productName: 'Road Tee',
      quantity: 2,
      unitPrice: 2500,
    })

    const documentsBefore = await readAllDocuments(payload)
    const rowsBefore = await readAllRows(databaseUrl)
    const filesBefore = hashFiles(mediaDir)
    expect(photo.files.length, 'the upload wrote its sizes').toBeGreaterThan(1)
    for (const file of photo.files) expect(filesBefore[file], file).toBeDefined()

    const outcome = await backup.runBackup(payload, { trigger: 'manual', dir: path.join(work, 'manual') })
    if (outcome.status !== 'succeeded') throw new Error(`backup failed: ${outcome.error}`)
    expect(path.basename(outcome.file)).toMatch(/^vanlife-backup-manual-\d{8}T\d{9}Z\.tar\.gz$/)
    expect(fs.statSync(outcome.file).mode & 0o777, 'readable by the site’s user alone').toBe(0o600)
    expect(outcome.manifest.collections).toMatchObject({ stories: 2, members: 1, orders: 1 })
    expect(outcome.manifest.tables._stories_v).toBeGreaterThanOrEqual(3)
    expect(outcome.manifest.migrations.length).toBeGreaterThan(0)
    expect(outcome.manifest.versions.payload).toMatch(/^3\.90\./)
    expect(outcome.manifest.media.files.map((file) => file.path)).toEqual(expect.arrayContaining(photo.files))

    const row = await payload.findByID({ collection: 'backups', id: outcome.id, overrideAccess: true })
    expect(row).toMatchObject({ status: 'succeeded', trigger: 'manual', sizeBytes: outcome.sizeBytes })
    expect(row.finishedAt).toBeTruthy()
    expect(row.manifest).toMatchObject({
      collections: { stories: 2 },
      media: { files: outcome.manifest.media.files.length },
    })
    const { lastBackup } = await import('@/features/ops/backup/queries')
    expect(await lastBackup(payload)).toMatchObject({ id: outcome.id, status: 'succeeded' })

    const target = await emptyTarget('restored')
    const restored = await restore.restoreArchive({ file: outcome.file, ...target })
    expect(restored.mediaFiles).toBe(Object.keys(filesBefore).length)

    // Files: byte for byte.
    expect(hashFiles(target.mediaDir)).toEqual(filesBefore)
    // Rows: every table as stored, but the backup's own row, which was "running" in the snapshot.
    const rowsAfter = await readAllRows(target.databaseUrl)
    const { backups: backupRows, ...restoredRows } = rowsAfter
    const { backups: _sourceBackupRows, ...sourceRows } = rowsBefore
    expect(Object.keys(restoredRows).sort()).toEqual(Object.keys(sourceRows).sort())
    for (const [table, rows] of Object.entries(sourceRows)) expect(restoredRows[table], table).toEqual(rows)
    expect(backupRows).toEqual([expect.objectContaining({ id: outcome.id, status: 'running' })])

    // Documents as the restored site reads them: it migrates nothing and finds everything.
    const site = readRestoredSite(target)
    expect(site.migrationsRun).toBe(0)
    const { backups: restoredBackups, ...documentsAfter } = site.documents
    const { backups: _sourceBackups, ...documentsExpected } = documentsBefore
    for (const [key, docs] of Object.entries(documentsExpected)) expect(documentsAfter[key], key).toEqual(docs)
    expect(Object.keys(documentsAfter).sort()).toEqual(Object.keys(documentsExpected).sort())
    expect(restoredBackups).toEqual([expect.objectContaining({ id: outcome.id, status: 'running' })])
    expect(documentsAfter.orders).toEqual([expect.objectContaining({ id: order.id, member: member.id })])
    expect((documentsAfter['stories versions'] as unknown[]).length).toBeGreaterThanOrEqual(3)
  }, 240_000)

  it('refuses a target that is not empty, and replaces it with --force', async () => {
    const outcome = await backup.runBackup(payload, { trigger: 'manual', dir: path.join(work, 'manual') })
    if (outcome.status !== 'succeeded') throw new Error(`backup failed: ${outcome.error}`)
    const target = await emptyTarget('forced')
    await restore.restoreArchive({ file: outcome.file, ...target })
    fs.writeFileSync(path.join(target.mediaDir, 'stray.txt'), 'not in the backup')

    await expect(restore.restoreArchive({ file: outcome.file, ...target })).rejects.toThrow(
      /^Refusing to restore: the database holds \d+ tables and .* holds files\. .*--force/,
    )
    await expect(restore.restoreArchive({ file: outcome.file, ...target, force: true })).resolves.toBeTruthy()
    expect(fs.existsSync(path.join(target.mediaDir, 'stray.txt'))).toBe(false)
    expect(hashFiles(target.mediaDir)).toEqual(hashFiles(mediaDir))

    await expect(
      restore.restoreArchive({ file: path.join(work, 'missing.tar.gz'), ...(await emptyTarget('missing')) }),
    ).rejects.toThrow(/^No archive at /)
  }, 120_000)

  it('taken during a burst of form posts, restores every post acknowledged before it began, none half-written', async () => {
    const acknowledgedBefore = new Set<number>()
    let backupStarted = false
    const post = async (index: number) => {
      const doc = await payload.create({
        collection: 'contact-messages',
        data: {
          name: `Burst ${index}`,
          email: `burst-${index}@int.test`,
          message: `Message ${index} `.repeat(50),
          source: 'contact',
        },
        overrideAccess: true,
      })
      if (!backupStarted) acknowledgedBefore.add(doc.id)
      return doc
    }
    const first = Array.from({ length: 30 }, (_, index) => post(index))
    await Promise.all(first.slice(0, 10))
    backupStarted = true
    const during = backup.runBackup(payload, { trigger: 'manual', dir: path.join(work, 'burst') })
    const more = Array.from({ length: 40 }, (_, index) => post(100 + index))
    const [outcome] = await Promise.all([during, ...first, ...more])
    if (outcome.status !== 'succeeded') throw new Error(`backup failed: ${outcome.error}`)
    expect(acknowledgedBefore.size).toBeGreaterThanOrEqual(10)

    const target = await emptyTarget('burst')
    await restore.restoreArchive({ file: outcome.file, ...target })
    type Row = { id: number | string; name: string; email: string; message: string }
    const source = new Map(
      ((await readAllRows(databaseUrl)).contact_messages as Row[]).map((row) => [Number(row.id), row]),
    )
    const restored = (await readAllRows(target.databaseUrl)).contact_messages as Row[]
    const restoredIds = new Set(restored.map((row) => Number(row.id)))
    for (const id of acknowledgedBefore) expect(restoredIds.has(id), `acknowledged message ${id}`).toBe(true)
    for (const row of restored) expect(row, `restored message ${row.id}`).toEqual(source.get(Number(row.id)))
    expect(outcome.manifest.collections['contact-messages']).toBe(restored.length)
  }, 240_000)

  it('that cannot write is marked failed and emails the team', async () => {
    const teamEmail = await ensureTeamEmail(payload)
    const interrupted = await payload.create({
      collection: 'backups',
      data: { status: 'running', trigger: 'scheduled', startedAt: new Date(Date.now() - 13 * 3600_000).toISOString() },
      overrideAccess: true,
    })
    const blocker = path.join(work, 'not-a-folder')
    fs.writeFileSync(blocker, 'a file where the backup folder should be')

    const outcome = await backup.runBackup(payload, { trigger: 'scheduled', dir: path.join(blocker, 'backups') })
    expect(outcome.status).toBe('failed')
    const row = await payload.findByID({ collection: 'backups', id: outcome.id, overrideAccess: true })
    expect(row).toMatchObject({ status: 'failed', trigger: 'scheduled' })
    expect(row.error).toMatch(/ENOTDIR|not a directory/)
    expect(row.finishedAt).toBeTruthy()

    const { docs } = await payload.find({
      collection: 'emails',
      where: { kind: { equals: 'backup-failed' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ to: teamEmail, status: 'queued' })
    const { lastBackup } = await import('@/features/ops/backup/queries')
    expect(await lastBackup(payload)).toMatchObject({ id: outcome.id, status: 'failed', error: row.error })
    // A run its process never finished is failed by the next run.
    expect(await payload.findByID({ collection: 'backups', id: interrupted.id, overrideAccess: true })).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^Interrupted/),
    })
    expect(docs[0]!.subject).toContain(row.file!)
  }, 60_000)

  it('runs as the scheduled task and keeps the newest BACKUP_KEEP scheduled archives', async () => {
    const { BACKUP_TASK } = await import('@/features/ops/backup/job')
    const manual = path.join(process.env.BACKUP_DIR!, 'vanlife-backup-manual-20200101T000000000Z.tar.gz')
    fs.mkdirSync(path.dirname(manual), { recursive: true })
    fs.writeFileSync(manual, 'an operator’s archive')
    for (let run = 0; run < 3; run++) {
      const job = await payload.jobs.queue({ task: BACKUP_TASK, input: {} })
      await payload.jobs.runByID({ id: job.id })
    }
    const names = fs.readdirSync(process.env.BACKUP_DIR!).sort()
    expect(names.filter((name) => name.startsWith('vanlife-backup-scheduled-'))).toHaveLength(2)
    expect(names).toContain(path.basename(manual))
    expect(names.filter((name) => name.startsWith('.') || name.endsWith('.partial'))).toEqual([])

    const { docs } = await payload.find({
      collection: 'backups',
      where: { trigger: { equals: 'scheduled' }, status: { equals: 'succeeded' } },
      sort: '-startedAt',
      overrideAccess: true,
    })
    expect(docs).toHaveLength(3)
    expect(names).toContain(docs[0]!.file)
  }, 180_000)
})
