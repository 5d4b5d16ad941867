/** The media folder (MEDIA_DIR, with videos/) as a backup lists, checks and empties it. */
import 'server-only'

import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { MediaFile } from '../archive'

/** Files that do not make a folder "not empty" (the repository's placeholder). */
const PLACEHOLDERS = new Set(['.gitkeep'])

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Every regular file under `dir` (relative, '/'-separated, sorted) with its size and hash. */
export async function listMediaFiles(dir: string): Promise<MediaFile[]> {
  const root = path.resolve(dir)
  const entries = await fs
    .readdir(root, { recursive: true, withFileTypes: true })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    })
  const files: MediaFile[] = []
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const absolute = path.join(entry.parentPath, entry.name)
    const relative = path.relative(root, absolute).split(path.sep).join('/')
    const { size } = await fs.stat(absolute)
    files.push({ path: relative, size, sha256: await sha256(absolute) })
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** True when the folder is missing, empty, or holds only a placeholder. */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return names.every((name) => PLACEHOLDERS.has(name))
}

/** Removes what the folder holds (not the folder itself, which may be a mount point). */
export async function emptyFolder(dir: string): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  await Promise.all(names.map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })))
}

/** The files of the manifest that are missing or differ in `dir`, one line each. */
export async function mediaMismatches(dir: string, expected: readonly MediaFile[]): Promise<string[]> {
  const problems: string[] = []
  for (const file of expected) {
    const absolute = path.join(dir, ...file.path.split('/'))
    try {
      if ((await sha256(absolute)) !== file.sha256) problems.push(`${file.path}: its content differs from the backup`)
    } catch {
      problems.push(`${file.path}: missing after the restore`)
    }
  }
  return problems
}
