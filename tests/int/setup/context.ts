/** What the integration global setup hands to every test worker (see vitest.config.ts). */
import type { TestRun } from './database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Environment variables for src/lib/env.ts: throwaway database, temp dirs, quiet logs. */
    intEnv: Record<string, string>
    /** The run's database kind and naming, so a test file can make another fresh database. */
    intRun: TestRun
  }
}

export {}
