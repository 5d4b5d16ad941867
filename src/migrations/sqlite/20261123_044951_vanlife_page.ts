import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vanlife_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text NOT NULL,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_vanlife_type_idx\` ON \`stories\` (\`vanlife_type\`);`)
  await db.run(sql`CREATE INDEX \`stories_rig_type_idx\` ON \`stories\` (\`rig_type\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_vanlife_type_idx\` ON \`_stories_v\` (\`version_vanlife_type\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_rig_type_idx\` ON \`_stories_v\` (\`version_rig_type\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vanlife_page\`;`)
  await db.run(sql`DROP INDEX \`stories_vanlife_type_idx\`;`)
  await db.run(sql`DROP INDEX \`stories_rig_type_idx\`;`)
  await db.run(sql`DROP INDEX \`_stories_v_version_version_vanlife_type_idx\`;`)
  await db.run(sql`DROP INDEX \`_stories_v_version_version_rig_type_idx\`;`)
}
