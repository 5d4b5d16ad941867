import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendEmail' BEFORE 'schedulePublish';
  ALTER TABLE "emails" ADD COLUMN "from" varchar;
  ALTER TABLE "emails" ADD COLUMN "kind" varchar;
  ALTER TABLE "emails" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "emails" ADD COLUMN "headers" jsonb;
  CREATE INDEX "emails_kind_idx" ON "emails" USING btree ("kind");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "emails_kind_idx";
  ALTER TABLE "emails" DROP COLUMN "from";
  ALTER TABLE "emails" DROP COLUMN "kind";
  ALTER TABLE "emails" DROP COLUMN "next_attempt_at";
  ALTER TABLE "emails" DROP COLUMN "headers";`)
}
