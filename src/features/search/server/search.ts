// THROWAWAY FAKE (ui helper): replaced by wt-engine's facade at merge.
import 'server-only'

import type { Payload } from 'payload'

import type { SearchAnswer, SearchRequest } from '../types'

export async function searchSite(_payload: Payload, request: SearchRequest): Promise<SearchAnswer> {
  if (request.q.includes('zzz')) return { hits: [], total: 0, page: request.page, pages: 0, suggestions: ['van', 'skoolie'] }
  const hits = Array.from({ length: 3 }, (_, i) => ({
    kind: (['story', 'article', 'product'] as const)[i % 3],
    id: String(i),
    title: `<script>alert(1)</script> A ${request.q} story ${i}`,
    titleParts: [{ text: 'A ', hit: false }, { text: request.q, hit: true }, { text: ` story ${i}`, hit: false }],
    href: '/',
    snippet: [{ text: 'We lived in a ', hit: false }, { text: request.q, hit: true }, { text: ' for two years…', hit: false }],
    ...(i % 3 === 2 ? { priceCents: 2500 } : { date: '2025-05-01T00:00:00.000Z' }),
  }))
  return { hits, total: 45, page: request.page, pages: 3, suggestions: [] }
}
