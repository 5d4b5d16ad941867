import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The search index (issue 25, ADR 0040), written by hand: Payload's schema knows nothing of it
 * (no snapshot beside this file, so `npm run check:migrations` compares the config with the
 * previous one). Filled by the search slice's hooks and `npm run search:reindex`; it starts empty:
 * the content already there is indexed after the migrations, by `npm run migrate` and by the start's
 * preparation (ensureSearchIndex, src/features/search/server/reindex.ts).
 *
 * - search_index: FTS5, porter stemmer over unicode61 with diacritics folded; the text columns
 *   title, excerpt, people (author, location), body, and tags (kind and story-kind tokens for the
 *   filters); the rest stored only, for the results (src/features/search/server/sqlite/engine.ts).
 * - search_terms: the vocabulary (folded words → documents that contain them) for typos and
 *   suggestions, with its words' lengths indexed for the suggestions' scan.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE VIRTUAL TABLE \`search_index\` USING fts5(
    \`title\`, \`excerpt\`, \`people\`, \`body\`, \`tags\`,
    \`kind\` UNINDEXED, \`doc_id\` UNINDEXED, \`href\` UNINDEXED, \`date\` UNINDEXED,
    \`price_cents\` UNINDEXED, \`image\` UNINDEXED, \`words\` UNINDEXED,
    tokenize = 'porter unicode61 remove_diacritics 2'
  );`)
  await db.run(sql`CREATE TABLE \`search_terms\` (
    \`word\` text PRIMARY KEY NOT NULL,
    \`docs\` integer NOT NULL,
    \`len\` integer GENERATED ALWAYS AS (length(\`word\`)) VIRTUAL
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX \`search_terms_len_idx\` ON \`search_terms\` (\`len\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`search_terms\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_index\`;`)
}
