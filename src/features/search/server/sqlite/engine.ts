import 'server-only'

import type { SearchEngine } from '../engine'

// TODO(engine helper, this session): the FTS5 engine. A stub until then:
// every call fails, and the facade answers no results.
function notYet(): Promise<never> {
  return Promise.reject(new Error('The SQLite search engine is not written yet'))
}

export const sqliteEngine: SearchEngine = {
  name: 'sqlite',
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
