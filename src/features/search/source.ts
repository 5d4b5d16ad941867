/**
 * What a collection gives the search index (issue 25 point 2). The slice that owns a collection
 * (content: stories and articles; shop: products) says how one of its documents reads as a
 * search document, and wires the index's hooks onto the collection with searchIndexing() (see
 * ./server/hooks.ts); the same description, kept in the collection's `custom.search`, is what
 * `npm run search:reindex` reads. Pure.
 */
import type { CollectionSlug } from 'payload'

import type { SearchDocument } from './server/engine'
import { textWords } from './query'
import type { SearchKind } from './types'

/** A search document as the owning slice describes it (the words are the search slice's). */
export type SearchSourceDocument = Omit<SearchDocument, 'words'>

export type SearchSource = {
  kind: SearchKind
  collection: CollectionSlug
  /** The collection has drafts: only its published documents are indexed. */
  drafts: boolean
  /**
   * The document, read at depth 1 (images and authors populated; the published version), as a
   * search document.
   */
  toDocument: (doc: never) => SearchSourceDocument
}

/** Where a collection keeps its SearchSource (`custom.search`). */
export type SearchCustom = { search?: SearchSource }

// Never in indexed text: control and format characters (the engines' highlight marks among them).
const INVISIBLE = /[\p{Cc}\p{Cf}]+/gu

function clean(text: string | null | undefined): string {
  return (text ?? '')
    .replace(INVISIBLE, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim()
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
  const words = [...new Set(textWords(text))].sort()
  return { ...document, words }
}
