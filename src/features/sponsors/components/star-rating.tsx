import { StarIcon } from 'lucide-react'

import { cn } from '@/lib/utils'

import { starsLabel } from '../testimonials'

/**
 * Stars out of five, said once in words ("Rated 4 out of 5", role img) and drawn for the eye:
 * filled in the page's accent colour, the rest outlined.
 */
export function StarRating({ stars, className }: { stars: number; className?: string }) {
  return (
    <p role="img" aria-label={starsLabel(stars)} className={cn('flex gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          data-filled={index < stars ? '' : undefined}
          className={cn(
            'size-5',
            index < stars ? 'fill-(--sponsor-accent) text-(--sponsor-accent)' : 'fill-none text-mocha-light/60',
          )}
        />
      ))}
    </p>
  )
}
