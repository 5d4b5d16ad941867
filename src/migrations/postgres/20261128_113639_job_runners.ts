import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_runners_id" integer;
  CREATE UNIQUE INDEX "job_runners_name_idx" ON "job_runners" USING btree ("name");
  CREATE INDEX "job_runners_updated_at_idx" ON "job_runners" USING btree ("updated_at");
  CREATE INDEX "job_runners_created_at_idx" ON "job_runners" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_runners_fk" FOREIGN KEY ("job_runners_id") REFERENCES "public"."job_runners"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_runners_id_idx" ON "payload_locked_documents_rels" USING btree ("job_runners_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_runners" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_runners" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_runners_fk";
  
  DROP INDEX "payload_locked_documents_rels_job_runners_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_runners_id";`)
}
