import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"poster_id" integer,
  	"captions" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "sponsor_vunked" ADD COLUMN "features_video_id" integer;
  ALTER TABLE "sponsor_trelino" ADD COLUMN "features_video_id" integer;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "videos_poster_idx" ON "videos" USING btree ("poster_id");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "videos_filename_idx" ON "videos" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sponsor_vunked" ADD CONSTRAINT "sponsor_vunked_features_video_id_videos_id_fk" FOREIGN KEY ("features_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsor_trelino" ADD CONSTRAINT "sponsor_trelino_features_video_id_videos_id_fk" FOREIGN KEY ("features_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "sponsor_vunked_features_features_video_idx" ON "sponsor_vunked" USING btree ("features_video_id");
  CREATE INDEX "sponsor_trelino_features_features_video_idx" ON "sponsor_trelino" USING btree ("features_video_id");
  ALTER TABLE "sponsor_vunked" DROP COLUMN "features_video_url";
  ALTER TABLE "sponsor_trelino" DROP COLUMN "features_video_url";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "videos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "sponsor_vunked" DROP CONSTRAINT "sponsor_vunked_features_video_id_videos_id_fk";
  
  ALTER TABLE "sponsor_trelino" DROP CONSTRAINT "sponsor_trelino_features_video_id_videos_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "sponsor_vunked_features_features_video_idx";
  DROP INDEX "sponsor_trelino_features_features_video_idx";
  ALTER TABLE "sponsor_vunked" ADD COLUMN "features_video_url" varchar;
  ALTER TABLE "sponsor_trelino" ADD COLUMN "features_video_url" varchar;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "sponsor_vunked" DROP COLUMN "features_video_id";
  ALTER TABLE "sponsor_trelino" DROP COLUMN "features_video_id";`)
}
