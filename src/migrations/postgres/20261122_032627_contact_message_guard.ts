import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_newsletter_outcome" AS ENUM('not-requested', 'subscribed', 'failed', 'unavailable');
  ALTER TABLE "contact_messages" ADD COLUMN "newsletter_outcome" "enum_contact_messages_newsletter_outcome" DEFAULT 'not-requested';
  ALTER TABLE "contact_messages" ADD COLUMN "source" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "fingerprint" varchar;
  CREATE INDEX "contact_messages_fingerprint_idx" ON "contact_messages" USING btree ("fingerprint");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_messages_fingerprint_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "newsletter_outcome";
  ALTER TABLE "contact_messages" DROP COLUMN "source";
  ALTER TABLE "contact_messages" DROP COLUMN "fingerprint";
  DROP TYPE "public"."enum_contact_messages_newsletter_outcome";`)
}
