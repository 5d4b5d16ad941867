import type { TextPart } from '../types'

/**
 * A title or snippet with its matched words in <mark>. Every piece is React text, so markup in a
 * title (`<script>`) shows as the characters it is. No hooks: used on the server and in the dialog.
 */
export function MarkedText({ parts, markClassName }: { parts: readonly TextPart[]; markClassName?: string }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          // The parts never change order for one answer; the index is their identity.
          <mark key={index} className={markClassName ?? 'rounded-sm bg-burnt-light/60 px-0.5 text-mocha'}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
