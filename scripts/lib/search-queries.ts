/**
 * The search bench's fixed list of 50 realistic queries (issue 25 point 4), what visitors type:
 * one word, two words, a phrase in quotes, a prefix (the last word cut short, as the dialog asks
 * while typing), a typo (one edit in a word of five letters or more), a word in every post
 * (search-corpus.ts puts BENCH_WORD_IN_EVERY_POST in each story) and a word in none.
 * The load cycles through them in this order.
 */
import { BENCH_WORD_IN_EVERY_POST } from './search-corpus'

export type BenchQueryKind = 'one word' | 'two words' | 'phrase' | 'prefix' | 'typo' | 'in every post' | 'in none'

export type BenchQuery = { q: string; kind: BenchQueryKind }

const of = (kind: BenchQueryKind, queries: string[]): BenchQuery[] => queries.map((q) => ({ q, kind }))

export const BENCH_QUERIES: readonly BenchQuery[] = [
  ...of('one word', [
    'solar',
    'skoolie',
    'boondocking',
    'sprinter',
    'insulation',
    'starlink',
    'propane',
    'homeschooling',
    'montana',
    'mechanic',
    'winter',
    'budget',
    'desert',
    'vans',
  ]),
  ...of('two words', [
    'solar panels',
    'remote work',
    'water tank',
    'lithium battery',
    'national forest',
    'diesel heater',
    'van build',
    'dog travel',
    'ford transit',
    'cheap fuel',
  ]),
  ...of('phrase', [
    '"composting toilet"',
    '"remote work"',
    '"national park"',
    '"first light"',
    '"flat tire"',
    '"tiny living"',
  ]),
  ...of('prefix', ['skool', 'boondo', 'insul', 'solar pan', 'mountain bik', 'photog']),
  ...of('typo', ['skoolee', 'boondockng', 'insulaton', 'propnae', 'montanna', 'mechanik']),
  ...of('in every post', [BENCH_WORD_IN_EVERY_POST, `on the ${BENCH_WORD_IN_EVERY_POST}`]),
  ...of('in none', ['zeppelin', 'quasar', 'xylophone', 'marzipan sculpture', 'harpsichord', 'zirconium']),
]
