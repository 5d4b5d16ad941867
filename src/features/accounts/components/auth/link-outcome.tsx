'use client'

import { type ReactNode, useEffect, useRef } from 'react'

/**
 * What an email link's page says after its button was pressed (confirmed, expired, invalid…): a
 * heading that takes focus when it appears, so keyboard and screen reader users land on the news.
 */
export function LinkOutcome({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div className="flex flex-col gap-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl leading-tight outline-none md:text-3xl">
        {title}
      </h2>
      {children}
    </div>
  )
}
