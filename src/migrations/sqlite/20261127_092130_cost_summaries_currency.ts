import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`cost_summaries\` ADD \`currency\` text DEFAULT 'USD' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_summaries\` ADD \`fingerprint\` text;`)
  await db.run(sql`CREATE INDEX \`cost_summaries_email_idx\` ON \`cost_summaries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`cost_summaries_fingerprint_idx\` ON \`cost_summaries\` (\`fingerprint\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`cost_summaries_email_idx\`;`)
  await db.run(sql`DROP INDEX \`cost_summaries_fingerprint_idx\`;`)
  await db.run(sql`ALTER TABLE \`cost_summaries\` DROP COLUMN \`currency\`;`)
  await db.run(sql`ALTER TABLE \`cost_summaries\` DROP COLUMN \`fingerprint\`;`)
}
