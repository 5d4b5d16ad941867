'use client'

/**
 * Results as you type: asks GET /api/search DEBOUNCE_MS after the last key press, aborting the
 * request for words no longer shown. Also counts a search once the visitor settles on it
 * (countSearch; ../log: no visitor data).
 */
import { useEffect, useState } from 'react'

import type { DialogAnswer } from '../api'
import { SEARCH_API_PATH } from '../paths'
import { markCounted } from './counted'

const DEBOUNCE_MS = 150

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous: DialogAnswer | null }
  | { status: 'done'; answer: DialogAnswer }
  | { status: 'error' }

/** The last answer received, and for which words. */
type Received = { q: string; answer: DialogAnswer } | { q: string; answer: null }

const endpoint = (q: string, log = false) =>
  `${SEARCH_API_PATH}?${new URLSearchParams(log ? { q, log: '1' } : { q }).toString()}`

/** The answer for `q` (the input's text, trimmed; nothing is asked under 2 characters). */
export function useSearchResults(q: string): SearchState {
  const [received, setReceived] = useState<Received | null>(null)
  const [shown, setShown] = useState<DialogAnswer | null>(null)
  const wanted = q.length >= 2

  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(endpoint(q), { signal: controller.signal, headers: { accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status))
          const answer = (await response.json()) as DialogAnswer
          setReceived({ q, answer })
          setShown(answer)
        })
        .catch(() => {
          if (!controller.signal.aborted) setReceived({ q, answer: null })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [q, wanted])

  if (!wanted) return { status: 'idle' }
  if (received?.q !== q) return { status: 'loading', previous: shown }
  return received.answer ? { status: 'done', answer: received.answer } : { status: 'error' }
}

/**
 * Counts the search of `q` (the answer is not read). `leaving`: the page is about to go (a result
 * chosen), so the request is sent keepalive to outlive it; otherwise a plain one (a keepalive
 * request never ends for tools that wait for the network to go idle).
 */
export function countSearch(q: string, leaving = false): void {
  if (!markCounted(q)) return
  fetch(endpoint(q, true), leaving ? { keepalive: true } : {}).catch(() => undefined)
}
