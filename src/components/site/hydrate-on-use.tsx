'use client'

/**
 * Hydrate on first use: a client component rendered on the server like any other (same HTML,
 * in place, visible without JavaScript), whose code the browser loads only when the visitor
 * comes to it: the pointer over its root element, focus inside it, or a submit from it. For
 * things every page renders but few visitors use, such as the footer's subscribe form.
 *
 * How: the component sits in an <Activity> boundary (rendered inline by the server, unlike a
 * Suspense boundary, which React may stream out of place). While hydrating the page, React
 * keeps a boundary whose code is still missing as server HTML, hydrates everything else, and
 * hydrates the boundary in place once the code arrives, so what was typed and where focus is
 * are kept. Until then the component's own handlers cannot run: a submit is held (the browser
 * would otherwise send the form itself) and submitted again once hydrated.
 *
 * Rendered afresh rather than hydrated (a client-side mount, or a navigation that reaches the
 * boundary before it hydrated: React then re-renders it instead of hydrating it), it loads at
 * once; the navigation waits for it.
 *
 *   // a 'use client' file
 *   export const InlineSubscribe = hydrateOnUse('#subscribe', () =>
 *     import('./inline-subscribe-form').then((module) => module.InlineSubscribeForm),
 *   )
 *
 * With `nearScreen` (an IntersectionObserver rootMargin, e.g. '100% 0px'), it also loads when an
 * element matching `root` comes that close to the viewport: for things a visitor uses soon after
 * seeing them, such as the video player's controls. With `holdClicks`, a click inside it before
 * it hydrated is held like a submit and clicked again once hydrated (for a button that does
 * nothing without its code; not for native controls, which work without it).
 */
import { Activity, type ComponentType, use, useEffect, useSyncExternalStore } from 'react'

const INTENT_EVENTS = ['pointerover', 'focusin', 'submit'] as const

const subscribeToNothing = () => () => undefined

export type HydrateOnUseOptions = {
  /** Also load when an element matching `root` is within this IntersectionObserver rootMargin of the viewport. */
  nearScreen?: string
  /** Hold a click inside `root` before hydration and click its button (or target) again once hydrated. */
  holdClicks?: boolean
}

/**
 * `root`: a CSS selector of the element the component renders around everything it shows (e.g.
 * '#subscribe'); `load` resolves to the component.
 */
export function hydrateOnUse<P extends object>(
  root: string,
  load: () => Promise<ComponentType<P>>,
  options: HydrateOnUseOptions = {},
): ComponentType<P> {
  const onServer = typeof window === 'undefined'
  let want: () => void = () => undefined
  const wanted = onServer ? Promise.resolve() : new Promise<void>((resolve) => (want = resolve))
  let loading: Promise<ComponentType<P>> | null = null
  const component = () => (loading ??= wanted.then(load))
  let hydrated = false
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null
  let heldClick: Element | null = null
  const intents = options.holdClicks ? [...INTENT_EVENTS, 'click'] : INTENT_EVENTS

  /** Once hydrated: submits again a form submitted before (its handler could not run then). */
  function AfterHydration() {
    useEffect(() => {
      hydrated = true
      const held = heldSubmit
      heldSubmit = null
      if (held?.form.isConnected) held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : undefined)
      const clicked = heldClick
      heldClick = null
      if (clicked?.isConnected) clicked.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    }, [])
    return null
  }

  function Deferred(props: P) {
    // False while React hydrates the server HTML: keep it until the first use. True when React
    // renders it afresh (a client-side mount, or an update such as a navigation reaching the
    // boundary before it hydrated): there is nothing to keep, so load now.
    const afresh = useSyncExternalStore(
      subscribeToNothing,
      () => true,
      () => false,
    )
    if (afresh) want()
    const Component = use(component())
    return (
      <>
        <Component {...props} />
        <AfterHydration />
      </>
    )
  }

  function HydrateOnUse(props: P) {
    useEffect(() => {
      if (hydrated) return
      const onIntent = (event: Event) => {
        if (hydrated || !(event.target instanceof Element) || !event.target.closest(root)) return
        if (event instanceof SubmitEvent && event.target instanceof HTMLFormElement) {
          event.preventDefault()
          heldSubmit = { form: event.target, submitter: event.submitter }
        } else if (event.type === 'click') {
          event.preventDefault()
          heldClick = event.target.closest('button, a') ?? event.target
        }
        want()
      }
      // Capture on window: React stops events aimed at content it has not hydrated yet.
      for (const type of intents) window.addEventListener(type, onIntent, true)
      const near =
        options.nearScreen !== undefined && typeof IntersectionObserver === 'function'
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) want()
              },
              { rootMargin: options.nearScreen },
            )
          : null
      if (near) for (const element of document.querySelectorAll(root)) near.observe(element)
      return () => {
        for (const type of intents) window.removeEventListener(type, onIntent, true)
        near?.disconnect()
      }
    }, [])

    return (
      <Activity mode="visible">
        <Deferred {...props} />
      </Activity>
    )
  }
  HydrateOnUse.displayName = `HydrateOnUse(${root})`
  return HydrateOnUse
}
