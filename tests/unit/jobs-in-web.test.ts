import { describe, expect, it } from 'vitest'

import { parseEnv } from '../../src/lib/env'

const base: NodeJS.ProcessEnv = { NODE_ENV: 'production', PAYLOAD_SECRET: 'a-test-secret-of-enough-length' }
const live = { ...base, SITE_URL: 'https://vanlifevoices.com' }

/** Whether the web process runs the job queue (ADR 0033). */
const runsJobs = (source: NodeJS.ProcessEnv) => parseEnv(source).jobsRunInProcess

describe('jobsRunInProcess', () => {
  it('runs jobs in the quick start (production, not live), so emails go without a worker', () => {
    expect(runsJobs(base)).toBe(true)
    expect(runsJobs({ ...base, SITE_URL: 'http://localhost:3000' })).toBe(true)
  })

  it('leaves them to `npm run worker` on a live site', () => {
    expect(runsJobs(live)).toBe(false)
  })

  it('follows JOBS_AUTORUN where it is set, and never outside production', () => {
    expect(runsJobs({ ...live, JOBS_AUTORUN: 'true' })).toBe(true)
    expect(runsJobs({ ...base, JOBS_AUTORUN: 'false' })).toBe(false)
    expect(runsJobs({ ...base, NODE_ENV: 'test' })).toBe(false)
    expect(() => parseEnv({ ...base, JOBS_AUTORUN: 'yes' })).toThrow('JOBS_AUTORUN must be "true" or "false"')
  })
})
