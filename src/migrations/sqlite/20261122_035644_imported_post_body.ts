import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stories\` ADD \`legacy_content\` text;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`is_html\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`source_id\` text;`)
  await db.run(sql`CREATE INDEX \`stories_source_id_idx\` ON \`stories\` (\`source_id\`);`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_legacy_content\` text;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_is_html\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_source_id\` text;`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_source_id_idx\` ON \`_stories_v\` (\`version_source_id\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`legacy_content\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`is_html\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`source_id\` text;`)
  await db.run(sql`CREATE INDEX \`articles_source_id_idx\` ON \`articles\` (\`source_id\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_legacy_content\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_is_html\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_source_id\` text;`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_source_id_idx\` ON \`_articles_v\` (\`version_source_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`stories_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`legacy_content\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`is_html\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`source_id\`;`)
  await db.run(sql`DROP INDEX \`_stories_v_version_version_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_legacy_content\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_is_html\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_source_id\`;`)
  await db.run(sql`DROP INDEX \`articles_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`legacy_content\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`is_html\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`source_id\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_version_version_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_legacy_content\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_is_html\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_source_id\`;`)
}
