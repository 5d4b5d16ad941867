import os from 'node:os'
import path from 'node:path'

/** Scratch databases used only to load each adapter; neither needs any content. */
export function migrationTargets(): Record<'sqlite' | 'postgres', string> {
  return {
    sqlite: `file:${path.join(os.tmpdir(), `vanlife-schema-${process.pid}.db`)}`,
    postgres: process.env.MIGRATIONS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  }
}

export { TASK_RUNNER } from './task-runner.mjs'
