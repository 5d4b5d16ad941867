import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_task_runs_outcome" AS ENUM('succeeded', 'failed');
  CREATE TABLE "job_runners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"holder" varchar,
  	"acquired_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"last_tick_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "task_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"task_slug" varchar NOT NULL,
  	"outcome" "enum_task_runs_outcome" NOT NULL,
  	"finished_at" timestamp(3) with time zone NOT NULL,
  	"duration_ms" numeric,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "videos" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "videos" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_runners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "task_runs_id" integer;
  CREATE UNIQUE INDEX "job_runners_name_idx" ON "job_runners" USING btree ("name");
  CREATE INDEX "job_runners_updated_at_idx" ON "job_runners" USING btree ("updated_at");
  CREATE INDEX "job_runners_created_at_idx" ON "job_runners" USING btree ("created_at");
  CREATE UNIQUE INDEX "task_runs_task_slug_idx" ON "task_runs" USING btree ("task_slug");
  CREATE INDEX "task_runs_updated_at_idx" ON "task_runs" USING btree ("updated_at");
  CREATE INDEX "task_runs_created_at_idx" ON "task_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_runners_fk" FOREIGN KEY ("job_runners_id") REFERENCES "public"."job_runners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_task_runs_fk" FOREIGN KEY ("task_runs_id") REFERENCES "public"."task_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_runners_id_idx" ON "payload_locked_documents_rels" USING btree ("job_runners_id");
  CREATE INDEX "payload_locked_documents_rels_task_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("task_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_runners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "task_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_runners" CASCADE;
  DROP TABLE "task_runs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_runners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_task_runs_fk";
  
  DROP INDEX "payload_locked_documents_rels_job_runners_id_idx";
  DROP INDEX "payload_locked_documents_rels_task_runs_id_idx";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "videos" DROP COLUMN "prefix";
  ALTER TABLE "videos" DROP COLUMN "_objectkey";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_runners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "task_runs_id";
  DROP TYPE "public"."enum_task_runs_outcome";`)
}
