/** A search in normal form as the engine's request (pure, client-safe). */
import type { NormalSearch } from './normalise'
import { SEARCH_PER_PAGE, type SearchRequest } from './types'

export function toSearchRequest(search: NormalSearch, perPage = SEARCH_PER_PAGE): SearchRequest {
  return {
    q: search.q,
    ...(search.kind ? { kind: search.kind } : {}),
    ...(search.type ? { type: search.type } : {}),
    page: search.page,
    perPage,
  }
}
