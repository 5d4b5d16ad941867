'use client'

/**
 * reCAPTCHA v3 in the browser: loads Google's script once per page (on mount of the first form
 * that asks) and executes it for a token. Without a site key it does nothing and reports ready.
 */
import { useCallback, useEffect, useState } from 'react'

import { recaptchaScriptUrl } from './constants'

type Grecaptcha = {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): PromiseLike<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export type RecaptchaStatus = 'off' | 'loading' | 'ready' | 'error'

const loads = new Map<string, Promise<Grecaptcha>>()

/** Adds the script once per site key; resolves when grecaptcha is ready. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  const existing = loads.get(siteKey)
  if (existing) return existing
  const loading = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = recaptchaScriptUrl(siteKey)
    script.async = true
    script.defer = true
    script.addEventListener('load', () => {
      const grecaptcha = window.grecaptcha
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha))
      else reject(new Error('reCAPTCHA script loaded without grecaptcha'))
    })
    script.addEventListener('error', () => reject(new Error('reCAPTCHA script failed to load')))
    document.head.appendChild(script)
  })
  loading.catch(() => loads.delete(siteKey))
  loads.set(siteKey, loading)
  return loading
}

/**
 * `status` is 'off' without a site key, else 'loading' until the script is ready ('ready') or
 * failed ('error'). `execute(action)` gives a token, null when the captcha is off, and throws
 * when it cannot get one.
 */
export function useRecaptcha(siteKey: string | null | undefined) {
  const [status, setStatus] = useState<RecaptchaStatus>(siteKey ? 'loading' : 'off')

  useEffect(() => {
    if (!siteKey) return
    let active = true
    loadRecaptcha(siteKey).then(
      () => active && setStatus('ready'),
      () => active && setStatus('error'),
    )
    return () => {
      active = false
    }
  }, [siteKey])

  const execute = useCallback(
    async (action: string): Promise<string | null> => {
      if (!siteKey) return null
      const grecaptcha = await loadRecaptcha(siteKey)
      return grecaptcha.execute(siteKey, { action })
    },
    [siteKey],
  )

  return { status, execute }
}
