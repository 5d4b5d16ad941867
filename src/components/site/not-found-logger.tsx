'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** SPEC §2: "The 404 is logged to the console". */
export function NotFoundLogger() {
  const pathname = usePathname()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return null
}
