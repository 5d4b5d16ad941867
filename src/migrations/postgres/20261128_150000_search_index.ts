import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The search index (issue 25, ADR 0044), written by hand: Payload's schema knows nothing of it
 * (src/features/search/server/postgres/ reads and writes it with SQL), so `migrate:create` never
 * generates nor drops it and its snapshot (.json) is not needed.
 *
 * - search_english: the english configuration (stemming, stop words) with unaccent before the
 *   stemmer, so "café" is indexed as "cafe", as the query parser folds it (src/features/search/query.ts).
 * - search_documents: one row per published story, article and product; head_tsv (title A;
 *   excerpt, author and location B) ranks, tsv (the same and the body C) matches through its GIN
 *   index. No statistics on tsv: the planner then always takes the index, never a sequential scan
 *   that would decompress every body's vector for a word found in every post. Its pending list
 *   (new entries, which every search reads through until they are merged into the tree) is merged
 *   by the engine after each write (gin_clean_pending_list), not left to autovacuum.
 * - search_vocabulary: every folded word of the indexed text with the number of documents holding
 *   it (typos, suggestions, completions); a trigram index (pg_trgm) finds the words that look like
 *   a query word (a typo's corrections, suggestions), a pattern index those that start with a
 *   prefix (LIKE 'campin%'). The trigram
 *   index is on lower(word) (the words are lowercase already): on the column itself it would also
 *   answer `word = ANY(…)` and LIKE, and the planner took it (16 ms) over the primary key (0.1 ms).
 *
 * PostgreSQL 13 or newer: pg_trgm and unaccent are trusted extensions from 13 on (the database's
 * owner may create them), and the engine's SQL needs nothing newer.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE TEXT SEARCH CONFIGURATION "search_english" (COPY = pg_catalog.english);
  ALTER TEXT SEARCH CONFIGURATION "search_english"
    ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  CREATE TABLE "search_documents" (
  	"kind" varchar NOT NULL,
  	"doc_id" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"excerpt" text DEFAULT '' NOT NULL,
  	"people" text DEFAULT '' NOT NULL,
  	"body" text DEFAULT '' NOT NULL,
  	"date" timestamp(3) with time zone,
  	"price_cents" integer,
  	"image" jsonb,
  	"story_kinds" varchar[] DEFAULT '{}' NOT NULL,
  	"words" text[] DEFAULT '{}' NOT NULL,
  	"head_tsv" tsvector GENERATED ALWAYS AS (
  		setweight(to_tsvector('search_english', "title"), 'A') ||
  		setweight(to_tsvector('search_english', "excerpt" || ' ' || "people"), 'B')
  	) STORED,
  	"tsv" tsvector GENERATED ALWAYS AS (
  		setweight(to_tsvector('search_english', "title"), 'A') ||
  		setweight(to_tsvector('search_english', "excerpt" || ' ' || "people"), 'B') ||
  		setweight(to_tsvector('search_english', "body"), 'C')
  	) STORED,
  	CONSTRAINT "search_documents_pkey" PRIMARY KEY ("kind", "doc_id")
  );
  ALTER TABLE "search_documents" ALTER COLUMN "tsv" SET STATISTICS 0;
  CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");
  CREATE TABLE "search_vocabulary" (
  	"word" varchar PRIMARY KEY NOT NULL,
  	"docs" integer NOT NULL
  );
  CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin (lower("word") gin_trgm_ops);
  CREATE INDEX "search_vocabulary_word_prefix_idx" ON "search_vocabulary" USING btree ("word" varchar_pattern_ops);`)
}

/** The extensions stay: other objects may use them, and they hold no data. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "search_vocabulary";
  DROP TABLE IF EXISTS "search_documents";
  DROP TEXT SEARCH CONFIGURATION IF EXISTS "search_english";`)
}
