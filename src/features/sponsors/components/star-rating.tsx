import { cn } from '@/lib/utils'

import { starsLabel } from '../testimonials'

/** The id of StarSymbol's <symbol>, which every star of the page draws with <use>. */
const STAR_ID = 'rating-star'

/**
 * lucide's Star (the same path, stroke 2, round caps and joins), defined once per page:
 * TestimonialsSection renders it before its list. Each star is then a `<use>` of it rather
 * than the whole icon (about 700 bytes of HTML and 250 of RSC payload per star, fifteen per
 * sponsor page; ADR 0030). The path takes its fill and colour from each star's classes.
 */
export function StarSymbol() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      <symbol id={STAR_ID} viewBox="0 0 24 24">
        <path
          d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </symbol>
    </svg>
  )
}

/**
 * Stars out of five, said once in words ("Rated 4 out of 5", role img) and drawn for the eye:
 * filled in the page's accent colour, the rest outlined. Needs StarSymbol on the page.
 */
export function StarRating({ stars, className }: { stars: number; className?: string }) {
  return (
    <p role="img" aria-label={starsLabel(stars)} className={cn('flex gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          data-filled={index < stars ? '' : undefined}
          className={
            index < stars
              ? 'size-5 fill-(--sponsor-accent) text-(--sponsor-accent)'
              : 'size-5 fill-none text-mocha-light/60'
          }
        >
          <use href={`#${STAR_ID}`} />
        </svg>
      ))}
    </p>
  )
}
