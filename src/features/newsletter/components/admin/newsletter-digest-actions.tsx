'use client'

/**
 * Above the newsletter-issues list: "Preview next issue" (opens the rendered next issue in a new
 * tab) and "Send test to me" (queues it to the signed-in staff user, answer in a toast).
 */
import { Button, toast, useConfig } from '@payloadcms/ui'
import { useState } from 'react'

const COLLECTION = 'newsletter-issues'

type TestSendAnswer = { ok?: boolean; message?: string; errors?: { message?: string }[] }

export function NewsletterDigestActions() {
  const { config } = useConfig()
  const [sending, setSending] = useState(false)
  const base = `${config.routes.api}/${COLLECTION}`

  async function sendTest() {
    setSending(true)
    try {
      const response = await fetch(`${base}/test-send`, {
        method: 'POST',
        credentials: 'include',
      })
      const answer = (await response.json().catch(() => ({}))) as TestSendAnswer
      const message =
        answer.message ?? answer.errors?.[0]?.message ?? `The test could not be sent (${response.status}).`
      if (response.ok && answer.ok) toast.success(message)
      else if (response.ok) toast.info(message)
      else toast.error(message)
    } catch {
      toast.error('The test could not be sent. Please try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <div
      style={{
        display: 'flex',
        gap: 'calc(var(--base) / 2)',
        justifyContent: 'flex-end',
        marginBottom: 'var(--base)',
      }}
    >
      <Button el="anchor" url={`${base}/preview`} newTab buttonStyle="secondary" size="small" margin={false}>
        Preview next issue
      </Button>
      <Button buttonStyle="primary" size="small" margin={false} disabled={sending} onClick={sendTest}>
        {sending ? 'Sending...' : 'Send test to me'}
      </Button>
    </div>
  )
}
