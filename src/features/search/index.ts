/**
 * The search slice's public surface for other slices: how a collection's documents enter the
 * index (the owning slice describes them and wires the hooks onto its collection).
 * Server side: imported by collection configs.
 */
export { searchImageOf } from './image'
export { type SearchIndexing, searchIndexing } from './server/hooks'
export { type SearchReference, searchReferences } from './server/references'
export type { SearchSourceDocument } from './source'
export type { SearchImage, SearchKind } from './types'
