import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Scratch databases used only to load each adapter; neither needs any content. */
export function migrationTargets(): Record<'sqlite' | 'postgres', string> {
  return {
    sqlite: `file:${path.join(os.tmpdir(), `vanlife-schema-${process.pid}.db`)}`,
    postgres: process.env.MIGRATIONS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  }
}

/** Removes the scratch SQLite file of a target, with the -wal and -shm files WAL mode adds. */
export function removeScratchDatabase(url: string): void {
  if (!url.startsWith('file:')) return
  const file = url.slice('file:'.length)
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
}

export { TASK_RUNNER } from './task-runner.mjs'
