'use client'

/**
 * Above the fuel-prices list: "Refresh fuel prices now" (POST /api/fuel-prices/refresh, staff
 * only). The answer says what changed, in a toast; the list is then rendered again with the new
 * values.
 */
import { Button, toast, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

const COLLECTION = 'fuel-prices'

type RefreshAnswer = { ok?: boolean; message?: string; updated?: unknown[]; errors?: { message?: string }[] }

export function RefreshFuelPricesButton() {
  const { config } = useConfig()
  const router = useRouter()
  const [running, setRunning] = useState(false)

  async function refresh() {
    setRunning(true)
    try {
      const response = await fetch(`${config.routes.api}/${COLLECTION}/refresh`, {
        method: 'POST',
        credentials: 'include',
      })
      const answer = (await response.json().catch(() => ({}))) as RefreshAnswer
      const message =
        answer.message ?? answer.errors?.[0]?.message ?? `The prices could not be refreshed (${response.status}).`
      if (!response.ok) toast.error(message)
      else if (answer.ok) toast.success(message)
      else toast.warning(message)
      if (response.ok && (answer.updated?.length ?? 0) > 0) router.refresh()
    } catch {
      toast.error('The prices could not be refreshed. Please try again.')
    } finally {
      setRunning(false)
    }
  }

  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <Button buttonStyle="primary" size="small" margin={false} disabled={running} onClick={refresh}>
        {running ? 'Refreshing...' : 'Refresh fuel prices now'}
      </Button>
    </div>
  )
}
