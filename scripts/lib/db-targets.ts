import os from 'node:os'
import path from 'node:path'

/** Scratch databases used only to load each adapter; neither needs any content. */
export function migrationTargets(): Record<'sqlite' | 'postgres', string> {
  return {
    sqlite: `file:${path.join(os.tmpdir(), `vanlife-schema-${process.pid}.db`)}`,
    postgres: process.env.MIGRATIONS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  }
}

/** Node flags for a TypeScript task process (same as the npm scripts, see load-payload.ts). */
export const TASK_RUNNER = [
  '--no-deprecation',
  '--conditions=production',
  '--import',
  'tsx',
  '--import',
  './scripts/lib/server-only.mjs',
] as const
