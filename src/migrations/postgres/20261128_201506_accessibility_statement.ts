import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "accessibility_statement_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "accessibility_statement" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"effective_date" timestamp(3) with time zone NOT NULL,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "accessibility_statement_sections" ADD CONSTRAINT "accessibility_statement_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessibility_statement"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "accessibility_statement_sections_order_idx" ON "accessibility_statement_sections" USING btree ("_order");
  CREATE INDEX "accessibility_statement_sections_parent_id_idx" ON "accessibility_statement_sections" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "accessibility_statement_sections" CASCADE;
  DROP TABLE "accessibility_statement" CASCADE;`)
}
