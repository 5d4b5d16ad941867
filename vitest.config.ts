import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

// Payload's dependency checker (outside production) rejects @payloadcms/storage-s3 3.90.1 beside
// payload 3.90.2 (ADR 0032): off in every test process, as in the scripts' preload. Workers inherit it.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

const root = path.dirname(fileURLToPath(import.meta.url))

/** The tsconfig paths, spelled out (vite-tsconfig-paths is not a dependency). */
const alias = [
  { find: '@payload-config', replacement: path.resolve(root, 'src/payload.config.ts') },
  { find: /^@\//, replacement: `${path.resolve(root, 'src')}/` },
  // Outside Next's react-server build, `server-only` throws on import; in tests it is a no-op.
  { find: /^server-only$/, replacement: path.resolve(root, 'node_modules/server-only/empty.js') },
]

export default defineConfig({
  resolve: { alias },
  test: {
    teardownTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          // One throwaway database per run (TEST_DB=sqlite|postgres), migrated before any test file.
          globalSetup: ['tests/int/setup/global-setup.ts'],
          // Copies the run's environment (provided by the global setup) into each worker before
          // the test file, and so src/lib/env.ts, is imported.
          setupFiles: ['tests/int/setup/worker-env.ts'],
          // Files share one database: one at a time, each in its own fresh process so that
          // env.ts and Payload's per-process instance are created anew.
          pool: 'forks',
          isolate: true,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Two `npm start` servers of the production build on one PostgreSQL and one Redis
          // (tests/instances; npm test runs it after the build, under a hard time limit).
          name: 'instances',
          include: ['tests/instances/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          // Within scripts/test.sh's hard limit (240 s), so the clean-up (afterAll) always runs.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
