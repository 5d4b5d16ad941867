'use client'

/**
 * While the payment is still being confirmed ("Processing..."), asks the server again every few
 * seconds (for a minute at most): the page shows the order number once the payment has landed.
 */
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

const EVERY_MS = 2_000
const TRIES = 30

export function RefreshWhileProcessing() {
  const router = useRouter()
  useEffect(() => {
    let tries = 0
    const timer = window.setInterval(() => {
      tries += 1
      if (tries > TRIES) window.clearInterval(timer)
      else router.refresh()
    }, EVERY_MS)
    return () => window.clearInterval(timer)
  }, [router])
  return null
}
