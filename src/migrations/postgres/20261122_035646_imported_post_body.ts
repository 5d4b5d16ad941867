import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stories" ADD COLUMN "legacy_content" jsonb;
  ALTER TABLE "stories" ADD COLUMN "is_html" boolean DEFAULT false;
  ALTER TABLE "stories" ADD COLUMN "source_id" varchar;
  ALTER TABLE "_stories_v" ADD COLUMN "version_legacy_content" jsonb;
  ALTER TABLE "_stories_v" ADD COLUMN "version_is_html" boolean DEFAULT false;
  ALTER TABLE "_stories_v" ADD COLUMN "version_source_id" varchar;
  ALTER TABLE "articles" ADD COLUMN "legacy_content" jsonb;
  ALTER TABLE "articles" ADD COLUMN "is_html" boolean DEFAULT false;
  ALTER TABLE "articles" ADD COLUMN "source_id" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_legacy_content" jsonb;
  ALTER TABLE "_articles_v" ADD COLUMN "version_is_html" boolean DEFAULT false;
  ALTER TABLE "_articles_v" ADD COLUMN "version_source_id" varchar;
  CREATE INDEX "stories_source_id_idx" ON "stories" USING btree ("source_id");
  CREATE INDEX "_stories_v_version_version_source_id_idx" ON "_stories_v" USING btree ("version_source_id");
  CREATE INDEX "articles_source_id_idx" ON "articles" USING btree ("source_id");
  CREATE INDEX "_articles_v_version_version_source_id_idx" ON "_articles_v" USING btree ("version_source_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "stories_source_id_idx";
  DROP INDEX "_stories_v_version_version_source_id_idx";
  DROP INDEX "articles_source_id_idx";
  DROP INDEX "_articles_v_version_version_source_id_idx";
  ALTER TABLE "stories" DROP COLUMN "legacy_content";
  ALTER TABLE "stories" DROP COLUMN "is_html";
  ALTER TABLE "stories" DROP COLUMN "source_id";
  ALTER TABLE "_stories_v" DROP COLUMN "version_legacy_content";
  ALTER TABLE "_stories_v" DROP COLUMN "version_is_html";
  ALTER TABLE "_stories_v" DROP COLUMN "version_source_id";
  ALTER TABLE "articles" DROP COLUMN "legacy_content";
  ALTER TABLE "articles" DROP COLUMN "is_html";
  ALTER TABLE "articles" DROP COLUMN "source_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_legacy_content";
  ALTER TABLE "_articles_v" DROP COLUMN "version_is_html";
  ALTER TABLE "_articles_v" DROP COLUMN "version_source_id";`)
}
