'use client'

import { type ComponentType, useEffect, useRef, useState } from 'react'

import { Spinner } from '@/components/ui/spinner'

import type { RevealFormProps } from './reveal-form'

const loadForm = () => import('./reveal-form').then((module) => module.RevealForm)

/**
 * The reveal form's code (react-hook-form, zod, the toasts) loads on first use: when the blurred
 * summary comes within 600 px of the screen, not with the page (its first load stays small).
 */
export function RevealFormLoader(props: RevealFormProps) {
  const [Form, setForm] = useState<ComponentType<RevealFormProps> | null>(null)
  const place = useRef<HTMLDivElement>(null)
  const started = useRef(false)

  useEffect(() => {
    let live = true
    const load = () => {
      if (started.current) return
      started.current = true
      loadForm().then(
        (component) => {
          if (live) setForm(() => component)
        },
        (error: unknown) => console.error('The reveal form could not be loaded', error),
      )
    }
    const element = place.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      load()
      return () => {
        live = false
      }
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: '600px 0px',
    })
    observer.observe(element)
    return () => {
      live = false
      observer.disconnect()
    }
  }, [])

  if (Form) return <Form {...props} />
  return (
    <div ref={place} className="flex w-full max-w-md justify-center">
      <p className="flex items-center gap-2 rounded-2xl bg-card px-6 py-4 text-base shadow-xl" role="status">
        <Spinner aria-hidden="true" />
        Loading...
      </p>
    </div>
  )
}
