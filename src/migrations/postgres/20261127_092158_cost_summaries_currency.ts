import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cost_summaries_currency" AS ENUM('USD', 'GBP', 'EUR');
  ALTER TABLE "cost_summaries" ADD COLUMN "currency" "enum_cost_summaries_currency" DEFAULT 'USD' NOT NULL;
  ALTER TABLE "cost_summaries" ADD COLUMN "fingerprint" varchar;
  CREATE INDEX "cost_summaries_email_idx" ON "cost_summaries" USING btree ("email");
  CREATE INDEX "cost_summaries_fingerprint_idx" ON "cost_summaries" USING btree ("fingerprint");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cost_summaries_email_idx";
  DROP INDEX "cost_summaries_fingerprint_idx";
  ALTER TABLE "cost_summaries" DROP COLUMN "currency";
  ALTER TABLE "cost_summaries" DROP COLUMN "fingerprint";
  DROP TYPE "public"."enum_cost_summaries_currency";`)
}
