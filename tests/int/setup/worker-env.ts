/**
 * Runs in each test worker before the test file: gives it the run's environment, so that
 * src/lib/env.ts (read once, at import) sees the throwaway database and temp directories.
 */
import { inject } from 'vitest'

import './context'

Object.assign(process.env, inject('intEnv'))
