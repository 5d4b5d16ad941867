import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`newsletter_outcome\` text DEFAULT 'not-requested';`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`source\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`fingerprint\` text;`)
  await db.run(sql`CREATE INDEX \`contact_messages_fingerprint_idx\` ON \`contact_messages\` (\`fingerprint\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_messages_fingerprint_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`newsletter_outcome\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`fingerprint\`;`)
}
