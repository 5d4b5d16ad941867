import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "story_submissions" ADD COLUMN "source" varchar;
  ALTER TABLE "story_submissions" ADD COLUMN "fingerprint" varchar;
  CREATE INDEX "story_submissions_fingerprint_idx" ON "story_submissions" USING btree ("fingerprint");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "story_submissions_fingerprint_idx";
  ALTER TABLE "story_submissions" DROP COLUMN "source";
  ALTER TABLE "story_submissions" DROP COLUMN "fingerprint";`)
}
