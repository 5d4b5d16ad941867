import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

/**
 * The composition root: the database and email adapters, and what each feature slice adds to
 * Payload (its `payload.ts`). Their order gives the order of the admin's groups (Content, Shop,
 * Audience, Partners, Calculator, People, Admin).
 */
import { withStaffOnlyPayloadInternals } from '@/cms/access/payload-internals'
import { databaseAdapter } from '@/cms/db'
import { jobRunnerAutoRun, JobRunners, mayRunJobsByHand, TaskRuns, withJobRecovery } from '@/cms/jobs'
import { localOrigins } from '@/cms/origins'
import { restGuardPlugin } from '@/cms/rest-guard'
import type { PayloadSlice } from '@/cms/slice'
import { accountsSlice } from '@/features/accounts/payload'
import { analyticsSlice } from '@/features/analytics/payload'
import { calculatorSlice } from '@/features/calculator/payload'
import { contactSlice } from '@/features/contact/payload'
import { contentSlice, withScheduledPublishReports } from '@/features/content/payload'
import { emailAdapter, emailSlice } from '@/features/email/payload'
import { newsletterSlice } from '@/features/newsletter/payload'
import { opsSlice } from '@/features/ops/payload'
import { searchSlice } from '@/features/search/payload'
import { shopSlice } from '@/features/shop/payload'
import { siteSlice } from '@/features/site/payload'
import { sponsorsSlice } from '@/features/sponsors/payload'
import { staffSlice } from '@/features/staff/payload'
import { submissionsSlice } from '@/features/submissions/payload'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

const slices: PayloadSlice[] = [
  contentSlice,
  shopSlice,
  newsletterSlice,
  submissionsSlice,
  contactSlice,
  sponsorsSlice,
  calculatorSlice,
  accountsSlice,
  staffSlice,
  emailSlice,
  analyticsSlice,
  siteSlice,
  opsSlice,
  searchSlice,
]

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload adds the schedulePublish task and its own collections while building; the content slice
// then makes the task report failures, every task keeps its jobs alive while they run (a crashed
// runner's jobs are taken up again, src/cms/jobs), and Payload's own collections become staff-only
// for members.
export default withStaffOnlyPayloadInternals(
  withJobRecovery(
    withScheduledPublishReports(
      buildConfig({
        // With SITE_URL the admin lives there (other hosts are sent there by npm start's server);
        // without it, at whichever local address it is opened (src/cms/origins.ts).
        serverURL: env.SITE_URL ? env.siteUrl : undefined,
        csrf: env.SITE_URL ? [] : localOrigins(env.PORT),
        secret: env.payloadSecret,
        admin: {
          user: 'users',
          // No Gravatar: the admin makes no requests to other origins.
          avatar: 'default',
          importMap: { baseDir: dirname },
          meta: { titleSuffix: ' | Admin' },
          components: {
            views: Object.assign({}, ...slices.map((slice) => slice.admin?.views ?? {})),
            afterNavLinks: slices.flatMap((slice) => slice.admin?.afterNavLinks ?? []),
            header: slices.flatMap((slice) => slice.admin?.header ?? []),
            beforeDashboard: slices.flatMap((slice) => slice.admin?.beforeDashboard ?? []),
          },
        },
        // The slices' collections, the job queue's lease (ADR 0033) and its record of each scheduled
        // task's last run (src/cms/jobs/last-runs.ts).
        collections: [...slices.flatMap((slice) => slice.collections ?? []), JobRunners, TaskRuns],
        globals: slices.flatMap((slice) => slice.globals ?? []),
        editor: lexicalEditor(),
        db: databaseAdapter(env),
        sharp,
        logger,
        // Payload's own emails (verification, forgot password): SMTP_URL, or kept in the outbox.
        email: emailAdapter(),
        // The slices' own (uploads in S3_BUCKET, ADR 0032), then: malformed REST reads answer 4xx,
        // missing upload files 404 (src/cms/rest-guard, ADR 0016).
        plugins: [...slices.flatMap((slice) => slice.plugins ?? []), restGuardPlugin],
        telemetry: false,
        graphQL: { disable: true },
        // Types are generated on purpose (npm run generate:types), not on every start.
        typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
        jobs: {
          // The outbox's delivery task first: PostgreSQL's enum of task slugs keeps this order.
          tasks: [emailSlice, ...slices.filter((slice) => slice !== emailSlice)].flatMap((slice) => slice.tasks ?? []),
          // The queue runs in `npm run worker` (scripts/worker.ts), and inside the web process where
          // env.jobsRunInProcess says (ADR 0033), on JOBS_CRON: each tick until empty, urgent work
          // first (src/cms/jobs, ADR 0027), by whichever process holds the queue's lease. Scheduling
          // follows running: elsewhere (dev, tests) nothing is scheduled, and tests run the queue themselves.
          autoRun: jobRunnerAutoRun({ cron: env.JOBS_CRON, schedule: env.jobsRunInProcess, run: env.jobsRunInProcess }),
          // Payload's run endpoint: admins, while no runner holds the queue (ADR 0033).
          access: { run: mayRunJobsByHand },
        },
      }),
    ),
  ),
)
