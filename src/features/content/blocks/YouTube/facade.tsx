'use client'

import { PlayIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { YOUTUBE_ID_MISSING, type YouTubeProps } from './vocabulary'

/**
 * The youtube block (SPEC §9): a 16:9 thumbnail button; the player (privacy-enhanced
 * youtube-nocookie.com) loads only once the visitor clicks, so nothing is fetched from
 * YouTube's player until then. Its own code loads when the block comes near the screen or is
 * first used (./Component.tsx).
 */
export function YouTubeFacade({ props }: { props: YouTubeProps }) {
  const [playing, setPlaying] = useState(false)
  // The thumbnail did not load (blocked, offline, a removed video): the designed placeholder shows.
  const [thumbnailFailed, setThumbnailFailed] = useState(false)
  const thumbnail = useRef<HTMLImageElement>(null)
  useEffect(() => {
    // It may have failed before this code ran (the block hydrates when it comes near the screen).
    const image = thumbnail.current
    if (image?.complete && image.naturalWidth === 0) setThumbnailFailed(true)
  }, [])
  if (!props.id) {
    return (
      <p
        data-block="youtube"
        role="alert"
        className="my-8 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-destructive"
      >
        {YOUTUBE_ID_MISSING}
      </p>
    )
  }
  const id = encodeURIComponent(props.id)
  return (
    <figure data-block="youtube" className="not-prose my-8">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-mocha">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
            title={props.title}
            className="absolute inset-0 size-full border-0"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={`Play: ${props.title}`}
            className="group absolute inset-0 flex size-full items-center justify-center focus-visible:ring-4 focus-visible:ring-burnt focus-visible:outline-none focus-visible:ring-inset"
          >
            {/*
              The placeholder under the thumbnail: the site's colours, the video's title and where it
              comes from. The thumbnail covers it once loaded; without one (or before) it shows.
            */}
            <span data-slot="youtube-placeholder" className="youtube-placeholder" aria-hidden="true">
              <span className="text-xs font-semibold tracking-[0.14em] text-sand uppercase">YouTube video</span>
              <span className="line-clamp-2 font-display text-lg leading-snug text-white md:text-2xl">
                {props.title}
              </span>
            </span>
            {thumbnailFailed ? null : (
              <>
                {/* The thumbnail comes from YouTube's image host; next/image is not configured for it. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  ref={thumbnail}
                  src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  onError={() => setThumbnailFailed(true)}
                  className="absolute inset-0 size-full object-cover opacity-90 transition-opacity group-hover:opacity-100"
                />
              </>
            )}
            <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-burnt text-white shadow-lg transition-transform group-hover:scale-105 md:size-20">
              <PlayIcon className="size-8 translate-x-0.5 fill-current md:size-10" aria-hidden="true" />
            </span>
          </button>
        )}
      </div>
      <figcaption className="mt-2 text-center text-sm text-muted-foreground">{props.title}</figcaption>
    </figure>
  )
}
