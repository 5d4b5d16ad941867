import { serializeJsonLd } from './seo'

/** A JSON-LD script; the JSON has "<" escaped, so no value can end the script early. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
