import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "vanlife_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" jsonb NOT NULL,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE INDEX "stories_vanlife_type_idx" ON "stories" USING btree ("vanlife_type");
  CREATE INDEX "stories_rig_type_idx" ON "stories" USING btree ("rig_type");
  CREATE INDEX "_stories_v_version_version_vanlife_type_idx" ON "_stories_v" USING btree ("version_vanlife_type");
  CREATE INDEX "_stories_v_version_version_rig_type_idx" ON "_stories_v" USING btree ("version_rig_type");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vanlife_page" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vanlife_page" CASCADE;
  DROP INDEX "stories_vanlife_type_idx";
  DROP INDEX "stories_rig_type_idx";
  DROP INDEX "_stories_v_version_version_vanlife_type_idx";
  DROP INDEX "_stories_v_version_version_rig_type_idx";`)
}
