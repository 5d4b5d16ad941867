/**
 * End-to-end tests against the production build (`npm run build` first; scripts/test.sh does),
 * served by `npm start` on its own fresh SQLite database under data/e2e (first start migrates,
 * creates the staff login from ADMIN_EMAIL/ADMIN_PASSWORD and seeds the demo content).
 * Browser: Debian's Chromium (/usr/bin/chromium), never a downloaded one.
 */
import { defineConfig, devices } from '@playwright/test'

import { smtpPort } from './tests/e2e/mail'
import { E2E_ADMIN } from './tests/e2e/support'

// E2E_PORT runs a second suite beside another one (e.g. in another worktree) without reusing its server.
const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${PORT}`
const isCI = Boolean(process.env.CI)

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  // A real SMTP server (127.0.0.1, E2E_PORT + 25) that writes each email it receives to data/e2e-mail/.
  globalSetup: './tests/e2e/mail-server.ts',
  outputDir: 'test-results',
  // The screenshots project's baselines (tests/e2e/screenshots.spec.ts), per project and name.
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  // 45 s: axe with the WCAG 2.2 rules (target size) takes several seconds on a long page of a busy machine.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'screenshots',
      // Whole-page comparisons of the demo content (390 and 1280 px, set by the spec): first, one
      // test at a time, on the content as seeded: every other project depends on it (some desktop
      // specs change a story's image focus for a moment; search-paging and cache publish and rename).
      testMatch: /screenshots\.spec\.ts$/,
      workers: 1,
      use: { ...chromium },
    },
    {
      name: 'desktop',
      testIgnore: /(\.mobile|cache|search-paging|screenshots)\.spec\.ts$/,
      dependencies: ['screenshots'],
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // Only what differs on a phone: the menu, and accessibility of the narrow layouts.
      testMatch: /(\.mobile|a11y)\.spec\.ts$/,
      dependencies: ['screenshots'],
      use: { ...chromium, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    {
      name: 'search-paging',
      // Publishes more stories than a results page holds (and removes them): after the specs that
      // count the stories; sets its own sizes (1280 and 390 px).
      testMatch: /search-paging\.spec\.ts$/,
      dependencies: ['screenshots', 'desktop', 'mobile'],
      workers: 1,
      use: { ...chromium },
    },
    {
      name: 'cache',
      // Publishes, renames and unpublishes the newest story: after every other spec has run.
      testMatch: /cache\.spec\.ts$/,
      dependencies: ['screenshots', 'desktop', 'mobile', 'search-paging'],
      // One spec at a time: each saves content the others' pages show (the newest story, the
      // products, the globals), and a save expires the tags of every page showing it: beside
      // another, a spec would see its story replaced as the newest one, or a MISS for a HIT.
      workers: 1,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'rm -rf data/e2e && npm start',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !isCI,
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      NODE_ENV: 'production',
      DATABASE_URL: 'file:./data/e2e/e2e.db',
      DATA_DIR: './data/e2e',
      MEDIA_DIR: './data/e2e/media',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Emails are delivered for real, to the run's own SMTP server (tests/e2e/mail-server.ts), when
      // a spec runs the job queue (tests/e2e/mail.ts waitForEmail); until then they wait in the outbox.
      JOBS_AUTORUN: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`,
      // SITE_URL unset (it defaults to http://localhost:PORT, the baseURL): the admin then works at any
      // local address, which admin.spec.ts checks at 127.0.0.1.
      // As behind nginx on the same machine: X-Forwarded-For from 127.0.0.1 names the client, so
      // each test can be a visitor of its own (rate limits). tests/instances checks the default.
      TRUSTED_PROXIES: 'loopback',
      // No live fuel-price source: the status page checks each configured one, and a test never
      // reaches the network (the regional estimates of the seed stay).
      FUEL_PRICES_UK_FEEDS: 'off',
      LOG_LEVEL: 'warn',
      PAYLOAD_DB_PUSH: 'false',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
})
