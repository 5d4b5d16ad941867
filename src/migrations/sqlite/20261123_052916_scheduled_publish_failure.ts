import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stories\` ADD \`scheduled_publish_failure_reason\` text;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`scheduled_publish_failure_failed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_scheduled_publish_failure_reason\` text;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_scheduled_publish_failure_failed_at\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`scheduled_publish_failure_reason\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`scheduled_publish_failure_failed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_scheduled_publish_failure_reason\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_scheduled_publish_failure_failed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`scheduled_publish_failure_reason\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`scheduled_publish_failure_failed_at\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_scheduled_publish_failure_reason\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_scheduled_publish_failure_failed_at\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`scheduled_publish_failure_reason\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`scheduled_publish_failure_failed_at\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_scheduled_publish_failure_reason\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_scheduled_publish_failure_failed_at\`;`)
}
