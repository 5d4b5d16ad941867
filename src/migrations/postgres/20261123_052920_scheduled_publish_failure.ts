import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stories" ADD COLUMN "scheduled_publish_failure_reason" varchar;
  ALTER TABLE "stories" ADD COLUMN "scheduled_publish_failure_failed_at" timestamp(3) with time zone;
  ALTER TABLE "_stories_v" ADD COLUMN "version_scheduled_publish_failure_reason" varchar;
  ALTER TABLE "_stories_v" ADD COLUMN "version_scheduled_publish_failure_failed_at" timestamp(3) with time zone;
  ALTER TABLE "articles" ADD COLUMN "scheduled_publish_failure_reason" varchar;
  ALTER TABLE "articles" ADD COLUMN "scheduled_publish_failure_failed_at" timestamp(3) with time zone;
  ALTER TABLE "_articles_v" ADD COLUMN "version_scheduled_publish_failure_reason" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_scheduled_publish_failure_failed_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stories" DROP COLUMN "scheduled_publish_failure_reason";
  ALTER TABLE "stories" DROP COLUMN "scheduled_publish_failure_failed_at";
  ALTER TABLE "_stories_v" DROP COLUMN "version_scheduled_publish_failure_reason";
  ALTER TABLE "_stories_v" DROP COLUMN "version_scheduled_publish_failure_failed_at";
  ALTER TABLE "articles" DROP COLUMN "scheduled_publish_failure_reason";
  ALTER TABLE "articles" DROP COLUMN "scheduled_publish_failure_failed_at";
  ALTER TABLE "_articles_v" DROP COLUMN "version_scheduled_publish_failure_reason";
  ALTER TABLE "_articles_v" DROP COLUMN "version_scheduled_publish_failure_failed_at";`)
}
