'use client'

import { type ReactNode, useEffect, useRef } from 'react'

import { cn } from '@/lib/utils'

/** The background moves at this fraction of the scroll distance (SPEC §2 Home). */
export const PARALLAX_FACTOR = 0.15

/**
 * A decorative background layer that scrolls with parallax: translated down by 0.15 of the
 * page's scroll, once per animation frame. Off (no transform at all) under reduced motion.
 */
export function ParallaxBackground({ children, className }: { children: ReactNode; className?: string }) {
  const layer = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = layer.current
    if (!element) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    let frame = 0

    const apply = () => {
      frame = 0
      // Past the hero the layer is out of sight: stop moving it.
      const limit = (element.parentElement?.offsetHeight ?? window.innerHeight) * 1.2
      const offset = Math.min(window.scrollY, limit) * PARALLAX_FACTOR
      element.style.transform = `translate3d(0, ${offset.toFixed(1)}px, 0)`
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(apply)
    }
    const stop = () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
      frame = 0
      element.style.transform = ''
    }
    const update = () => {
      stop()
      if (reduced.matches) return
      window.addEventListener('scroll', onScroll, { passive: true })
      apply()
    }

    update()
    reduced.addEventListener('change', update)
    return () => {
      reduced.removeEventListener('change', update)
      stop()
    }
  }, [])

  return (
    <div
      ref={layer}
      aria-hidden="true"
      data-parallax=""
      className={cn('pointer-events-none absolute inset-x-0 -top-[10%] h-[125%] will-change-transform', className)}
    >
      {children}
    </div>
  )
}
