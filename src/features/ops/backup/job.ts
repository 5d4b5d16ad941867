/**
 * The scheduled backup as a Payload job task, scheduled by BACKUP_CRON on the default queue (run
 * by the production server's autoRun, like the fuel price refresh). Registering the task adds its
 * slug to PostgreSQL's enums of task slugs: migration 20261127_212259_backup_task (PostgreSQL only; SQLite keeps task slugs as text).
 */
import type { TaskConfig } from 'payload'

import { env } from '@/lib/env'

import { runBackup } from './server/backup'

export const BACKUP_TASK = 'backup'

/** The task's `schedule`: none when BACKUP_CRON is "off". */
export function backupSchedule(cron: string, queue = 'default'): NonNullable<TaskConfig['schedule']> {
  return cron.trim() === 'off' ? [] : [{ cron: cron.trim(), queue }]
}

/**
 * One scheduled backup (the `backups` row records it; a failure has emailed the team already).
 * A failed run fails the job too, so the job queue shows it; it is not retried: the next
 * scheduled run is the retry.
 */
export const backupTask: TaskConfig<'backup'> = {
  slug: BACKUP_TASK,
  label: 'Back up the database and media (BACKUP_CRON)',
  outputSchema: [
    { name: 'file', type: 'text', required: true },
    { name: 'sizeBytes', type: 'number', required: true },
  ],
  retries: 0,
  schedule: backupSchedule(env.BACKUP_CRON),
  handler: async ({ req }) => {
    const outcome = await runBackup(req.payload, { trigger: 'scheduled' })
    if (outcome.status === 'failed') throw new Error(`Backup failed: ${outcome.error}`)
    return { output: { file: outcome.file, sizeBytes: outcome.sizeBytes } }
  },
}
