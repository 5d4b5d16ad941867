'use client'

import { type ComponentType, useEffect, useState } from 'react'

import { Spinner } from '@/components/ui/spinner'

import type { RevealFormProps } from './reveal-form'

const loadForm = () => import('./reveal-form').then((module) => module.RevealForm)

/**
 * The reveal form's code (react-hook-form, zod's resolver, the toasts) loads once a region is
 * chosen, not with the page: until then the summary is not on screen.
 */
export function RevealFormLoader(props: RevealFormProps) {
  const [Form, setForm] = useState<ComponentType<RevealFormProps> | null>(null)
  useEffect(() => {
    let live = true
    loadForm().then(
      (component) => {
        if (live) setForm(() => component)
      },
      (error: unknown) => console.error('The reveal form could not be loaded', error),
    )
    return () => {
      live = false
    }
  }, [])
  if (!Form) {
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-card px-6 py-4 text-base shadow-xl" role="status">
        <Spinner aria-hidden="true" />
        Loading...
      </p>
    )
  }
  return <Form {...props} />
}
