import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_backups_status" AS ENUM('running', 'succeeded', 'failed');
  CREATE TYPE "public"."enum_backups_trigger" AS ENUM('scheduled', 'manual');
  CREATE TABLE "backups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file" varchar,
  	"status" "enum_backups_status" DEFAULT 'running' NOT NULL,
  	"trigger" "enum_backups_trigger" DEFAULT 'manual' NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"size_bytes" numeric,
  	"error" varchar,
  	"manifest" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "backups_id" integer;
  CREATE INDEX "backups_status_idx" ON "backups" USING btree ("status");
  CREATE INDEX "backups_started_at_idx" ON "backups" USING btree ("started_at");
  CREATE INDEX "backups_updated_at_idx" ON "backups" USING btree ("updated_at");
  CREATE INDEX "backups_created_at_idx" ON "backups" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_backups_fk" FOREIGN KEY ("backups_id") REFERENCES "public"."backups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_backups_id_idx" ON "payload_locked_documents_rels" USING btree ("backups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "backups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "backups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_backups_fk";
  
  DROP INDEX "payload_locked_documents_rels_backups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "backups_id";
  DROP TYPE "public"."enum_backups_status";
  DROP TYPE "public"."enum_backups_trigger";`)
}
