import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { emailAdapter } from '@/integrations/email/adapter'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { checkRole } from './access'
import { collections } from './collections'
import { databaseAdapter } from './db'
import { globals } from './globals'
import { tasks } from './jobs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: env.siteUrl,
  secret: env.payloadSecret,
  admin: {
    user: 'users',
    // No Gravatar: the admin makes no requests to other origins.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' | Admin' },
  },
  collections,
  globals,
  editor: lexicalEditor(),
  db: databaseAdapter(env),
  sharp,
  logger,
  // Payload's own emails (verification, forgot password): SMTP_URL, or kept in the outbox.
  email: emailAdapter(),
  telemetry: false,
  graphQL: { disable: true },
  // Types are generated on purpose (npm run generate:types), not on every start.
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts'), autoGenerate: false },
  jobs: {
    tasks,
    // Scheduled publishing, email delivery and the weekly newsletter issue (a task `schedule`)
    // run inside the app process. Scheduling follows running: elsewhere (dev, tests) nothing is
    // scheduled, and tests run the queue themselves.
    autoRun: [{ cron: '* * * * *', queue: 'default', limit: 20, disableScheduling: !env.jobsRunInProcess }],
    shouldAutoRun: () => env.jobsRunInProcess,
    access: { run: ({ req }) => checkRole(['admin'], req.user) },
  },
})
