/**
 * What a collection gives the search index (issue 25 point 2). The slice that owns a collection
 * (content: stories and articles; shop: products) says how one of its documents reads as a
 * search document, and wires the index's hooks onto the collection with searchIndexing() (see
 * ./server/hooks.ts); the same description, kept in the collection's `custom.search`, is what
 * `npm run search:reindex` reads. Pure.
 */
import type { CollectionSlug, DataFromCollectionSlug, PopulateType, SelectType } from 'payload'

import type { SearchDocument } from './server/engine'
import { distinctWords } from './query'
import type { SearchKind } from './types'

/** A search document as the owning slice describes it (the words are the search slice's). */
export type SearchSourceDocument = Omit<SearchDocument, 'words'>

/** How a slice describes its collection `S` to the index, with `toDocument` typed by `S`'s documents. */
export type SearchSourceDefinition<S extends CollectionSlug> = {
  kind: SearchKind
  collection: S
  /** The collection has drafts: only its published documents are indexed. */
  drafts: boolean
  /**
   * The fields toDocument reads (Payload `select`, `_status` included for a collection with
   * drafts) and of the documents it reads populated (`populate`, by collection): reads of just
   * these are three to five times cheaper (the reindex reads every document).
   */
  select: SelectType
  populate?: PopulateType
  /**
   * The document, read at depth 1 (images and authors populated; the published version), as a
   * search document.
   */
  toDocument: (doc: DataFromCollectionSlug<S>) => SearchSourceDocument
}

/**
 * A source as the index keeps it (in the collection's `custom`, read back for any collection):
 * `read` takes a document of its own collection as Payload returns it.
 */
export type SearchSource = Omit<SearchSourceDefinition<CollectionSlug>, 'toDocument'> & {
  read: (doc: unknown) => SearchSourceDocument
}

/**
 * The definition as the index keeps it. The one place a document meets its typed reader: the
 * index reads each source's documents from the source's own collection (`find`/`findByID` with
 * `collection: source.collection`), whose documents are `DataFromCollectionSlug<S>`; Payload's
 * return type for a slug known only at run time is the union of every collection's, hence the
 * assertion here and nowhere else.
 */
export function searchSource<S extends CollectionSlug>(definition: SearchSourceDefinition<S>): SearchSource {
  const { toDocument, ...rest } = definition
  return { ...rest, read: (doc) => toDocument(doc as DataFromCollectionSlug<S>) }
}

/** Where a collection keeps its SearchSource (`custom.search`). */
export type SearchCustom = { search?: SearchSource }

// Never in indexed text: control characters (the engines' highlight marks among them) and the
// format characters of the BMP (bidi controls, zero-width characters, soft hyphens, BOM), spelled
// out: a \p{Cc}\p{Cf} class (query.ts's, for the visitor's short text) costs four times as much
// over a whole body.
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(INVISIBLE, ' ').replace(/ {2,}/g, ' ').trim()
}

/** The document as indexed: text cleaned, its distinct words (the vocabulary's) added. */
export function toSearchDocument(source: SearchSourceDocument): SearchDocument {
  const document = {
    ...source,
    title: clean(source.title),
    excerpt: clean(source.excerpt),
    people: clean(source.people),
    body: clean(source.body),
  }
  const text = [document.title, document.excerpt, document.people, document.body].join(' ')
  const words = distinctWords(text)
  return { ...document, words }
}
