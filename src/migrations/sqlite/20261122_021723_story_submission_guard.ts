import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`story_submissions\` ADD \`source\` text;`)
  await db.run(sql`ALTER TABLE \`story_submissions\` ADD \`fingerprint\` text;`)
  await db.run(sql`CREATE INDEX \`story_submissions_fingerprint_idx\` ON \`story_submissions\` (\`fingerprint\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`story_submissions_fingerprint_idx\`;`)
  await db.run(sql`ALTER TABLE \`story_submissions\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`story_submissions\` DROP COLUMN \`fingerprint\`;`)
}
