import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`accessibility_statement_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessibility_statement\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accessibility_statement_sections_order_idx\` ON \`accessibility_statement_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accessibility_statement_sections_parent_id_idx\` ON \`accessibility_statement_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessibility_statement\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`effective_date\` text NOT NULL,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`accessibility_statement_sections\`;`)
  await db.run(sql`DROP TABLE \`accessibility_statement\`;`)
}
