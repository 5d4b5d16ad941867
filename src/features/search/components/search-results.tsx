import { SiteImg } from '@/components/ui/site-img'

import { resultMeta, SEARCH_KIND_LABELS } from '../result-text'
import type { SearchHit } from '../types'
import { MarkedText } from './marked-text'

/** One result: image, kind, title link, the snippet with the matched words marked, date or price. */
function SearchResult({ hit }: { hit: SearchHit }) {
  const meta = resultMeta(hit)
  return (
    <li className="flex gap-4 border-b border-border py-5 last:border-b-0 md:gap-6">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-terra uppercase">{SEARCH_KIND_LABELS[hit.kind]}</p>
        <h2 className="mt-1 font-sans text-lg leading-snug font-semibold md:text-xl">
          <a
            href={hit.href}
            className="rounded-sm text-mocha underline-offset-4 hover:text-burnt-dark hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <MarkedText parts={hit.titleParts.length > 0 ? hit.titleParts : [{ text: hit.title, hit: false }]} />
          </a>
        </h2>
        {hit.snippet.length > 0 ? (
          <p className="mt-2 leading-relaxed text-mocha-light">
            <MarkedText parts={hit.snippet} />
          </p>
        ) : null}
        {meta ? <p className="mt-2 text-sm text-muted-foreground">{meta}</p> : null}
      </div>
      {hit.image ? (
        <SiteImg
          src={hit.image.url}
          alt=""
          width={hit.image.width}
          height={hit.image.height}
          sizes="128px"
          className="h-16 w-20 shrink-0 rounded-lg object-cover md:h-24 md:w-32"
        />
      ) : null}
    </li>
  )
}

/** The results of one page, in rank order. */
export function SearchResults({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ol className="flex flex-col">
      {hits.map((hit) => (
        <SearchResult key={`${hit.kind}:${hit.id}`} hit={hit} />
      ))}
    </ol>
  )
}
