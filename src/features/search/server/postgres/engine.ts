import 'server-only'

import type { SearchEngine } from '../engine'

// TODO("pg" helper): the PostgreSQL engine (weighted tsvector + GIN, pg_trgm). A stub until then:
// every call fails, and the facade answers no results.
function notYet(): Promise<never> {
  return Promise.reject(new Error('The PostgreSQL search engine is not written yet'))
}

export const postgresEngine: SearchEngine = {
  name: 'postgres',
  upsert: notYet,
  remove: notYet,
  clear: notYet,
  insertMany: notYet,
  writeVocabulary: notYet,
  knownWords: notYet,
  similarWords: notYet,
  query: notYet,
  count: notYet,
}
