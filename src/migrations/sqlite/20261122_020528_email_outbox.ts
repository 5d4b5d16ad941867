import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`emails\` ADD \`from\` text;`)
  await db.run(sql`ALTER TABLE \`emails\` ADD \`kind\` text;`)
  await db.run(sql`ALTER TABLE \`emails\` ADD \`next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`emails\` ADD \`headers\` text;`)
  await db.run(sql`CREATE INDEX \`emails_kind_idx\` ON \`emails\` (\`kind\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`emails_kind_idx\`;`)
  await db.run(sql`ALTER TABLE \`emails\` DROP COLUMN \`from\`;`)
  await db.run(sql`ALTER TABLE \`emails\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`emails\` DROP COLUMN \`next_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`emails\` DROP COLUMN \`headers\`;`)
}
