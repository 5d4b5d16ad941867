'use client'

import { cva } from 'class-variance-authority'
import { ShoppingBagIcon } from 'lucide-react'
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react'

import type { ShopImage } from '../product'

/** A swipe is at least this far sideways (px), and more sideways than down. */
const SWIPE_MIN = 40

export const thumbnailVariants = cva(
  [
    'relative block size-18 overflow-hidden rounded-lg border-2 bg-sand transition-colors sm:size-20',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
  ],
  {
    variants: {
      current: {
        true: 'border-mocha',
        false: 'border-transparent opacity-80 hover:border-input hover:opacity-100',
      },
    },
    defaultVariants: { current: false },
  },
)

/**
 * SPEC §2 "image gallery": the chosen image large, the others as thumbnail buttons below it.
 * On the thumbnails the arrow keys (and Home, End) move between images; a sideways swipe on the
 * large image shows the next or the previous one (and says which, politely).
 */
export function ProductGallery({ images, name }: { images: readonly ShopImage[]; name: string }) {
  const [index, setIndex] = useState(0)
  const [announced, setAnnounced] = useState(false)
  const thumbsRef = useRef<HTMLUListElement>(null)
  const touchStart = useRef<{ x: number; y: number } | null>(null)
  const count = images.length
  const image = images[Math.min(index, count - 1)]

  /** Shows image `next` (wrapping); from the keyboard focus follows, a swipe is said aloud. */
  const show = (next: number, how: 'click' | 'key' | 'swipe') => {
    const wrapped = (next + count) % count
    setIndex(wrapped)
    setAnnounced(how === 'swipe')
    if (how === 'key') thumbsRef.current?.querySelectorAll('button')[wrapped]?.focus()
  }

  const onThumbKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    show(moves[event.key], 'key')
  }

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
  }

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    const touch = event.changedTouches[0]
    touchStart.current = null
    if (!start || !touch || count < 2) return
    const dx = touch.clientX - start.x
    const dy = touch.clientY - start.y
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) show(index + (dx < 0 ? 1 : -1), 'swipe')
  }

  return (
    <section aria-label={`${name} images`} className="flex flex-col gap-4">
      <div
        className="relative aspect-square w-full touch-pan-y overflow-hidden rounded-xl bg-sand"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => (touchStart.current = null)}
      >
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the sizes Payload wrote, served as they are (ADR 0030)
          <img
            key={image.url}
            src={image.url}
            srcSet={image.srcSet}
            sizes={image.srcSet ? '(min-width: 1152px) 34rem, (min-width: 768px) 50vw, 100vw' : undefined}
            alt={image.alt}
            decoding="async"
            className="img-fill object-cover text-transparent motion-safe:animate-fade-in"
            {...(index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-mocha-light">
            <ShoppingBagIcon className="size-16" aria-hidden="true" />
          </div>
        )}
      </div>
      {count > 1 ? (
        <>
          <ul ref={thumbsRef} aria-label="Choose an image" className="flex flex-wrap gap-3" onKeyDown={onThumbKeyDown}>
            {images.map((thumb, at) => (
              <li key={thumb.url}>
                <button
                  type="button"
                  aria-label={`Image ${at + 1} of ${count}: ${thumb.alt}`}
                  aria-current={at === index ? 'true' : undefined}
                  onClick={() => show(at, 'click')}
                  className={thumbnailVariants({ current: at === index })}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- Payload's 150 px square, as it is */}
                  <img
                    src={thumb.thumbUrl ?? thumb.url}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="img-fill object-cover text-transparent"
                  />
                </button>
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="sr-only">
            {announced && image ? `Image ${index + 1} of ${count}: ${image.alt}` : ''}
          </p>
        </>
      ) : null}
    </section>
  )
}
