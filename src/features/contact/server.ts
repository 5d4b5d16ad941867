/**
 * POST /api/forms/contact, as small named steps (the route file only calls handleContact):
 * body size (413) → JSON (400) → honeypot (silent 200) → rate limit per hashed IP (429) →
 * validation (400 with fieldErrors) → reCAPTCHA v3 when both keys are set (400) → duplicate
 * within DUPLICATE_WINDOW_MS (200, not stored again) → store → newsletter when ticked (its
 * outcome recorded on the message) → team email and forward to FORM_FORWARD_CONTACT_URL.
 * Never throws and never answers 500: unexpected errors are logged and answered 503.
 */
import 'server-only'

import type { Payload } from 'payload'

import { checkRateLimit, formAnswer, readJsonBody, validateForm } from '@/lib/forms/endpoint'
import { forwardJson } from '@/integrations/form-forward/forward'
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  DUPLICATE_WINDOW_MS,
  getClientIp,
  isHoneypotTripped,
  RATE_LIMITS,
  type RateLimiter,
  submissionFingerprint,
} from '@/lib/forms/guard'
import { type ContactValues, contactSchema, MESSAGES } from '@/lib/forms/schemas'
import {
  getNewsletterProvider,
  type NewsletterAvailability,
  newsletterAvailability,
  NewsletterUnavailableError,
} from '@/features/newsletter/provider'
import type { NewsletterProvider } from '@/features/newsletter/types'
import { emailBrand, sendEmail, TeamNotificationEmail } from '@/features/email/send.server'
import { CONTACT_CAPTCHA_ACTION, readCaptchaToken, recaptchaConfig, verifyRecaptcha } from '@/integrations/recaptcha'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/payload-client'
import type { ContactMessage } from '@/payload-types'

import { CONTACT_SOURCE, type ContactNewsletterOutcome, type ContactResult } from './constants'

export type { ContactNewsletterOutcome, ContactResult } from './constants'

/** One limiter per server process (in-memory store; see guard.ts for a shared store). */
const contactRateLimiter = createRateLimiter({
  ...RATE_LIMITS.contact,
  store: createMemoryRateLimitStore(),
})

export type ContactHandlerDeps = {
  payload?: Payload
  limiter?: RateLimiter
  /** The captcha check; null turns it off. Defaults to env (on when both keys are set). */
  recaptcha?: { secret: string; minScore: number } | null
  forwardUrl?: string
  now?: () => number
  /** Used for siteverify and the forward. */
  fetch?: typeof fetch
  newsletterAvailability?: () => NewsletterAvailability
  newsletterProvider?: (payload: Payload) => NewsletterProvider
}

const OUTCOMES: readonly string[] = ['subscribed', 'failed', 'unavailable'] satisfies ContactNewsletterOutcome[]

function isOutcome(value: unknown): value is ContactNewsletterOutcome {
  return typeof value === 'string' && OUTCOMES.includes(value)
}

/** The same message stored less than DUPLICATE_WINDOW_MS ago, or null. */
export async function findRecentDuplicate(payload: Payload, fingerprint: string, now: number) {
  const { docs } = await payload.find({
    collection: 'contact-messages',
    where: {
      and: [
        { fingerprint: { equals: fingerprint } },
        {
          createdAt: {
            greater_than: new Date(now - DUPLICATE_WINDOW_MS).toISOString(),
          },
        },
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export function storeContactMessage(payload: Payload, data: ContactValues, fingerprint: string) {
  return payload.create({
    collection: 'contact-messages',
    data: {
      name: data.name,
      email: data.email,
      message: data.message,
      subscribeToNewsletter: data.subscribeToNewsletter,
      newsletterOutcome: 'not-requested',
      source: CONTACT_SOURCE,
      fingerprint,
    },
    overrideAccess: true,
  })
}

/**
 * Subscribes the sender (double opt-in with the built-in provider). Never throws: the message
 * is sent whatever happens here.
 */
export async function subscribeSender(
  payload: Payload,
  data: ContactValues,
  deps: Pick<ContactHandlerDeps, 'newsletterAvailability' | 'newsletterProvider'> = {},
): Promise<ContactNewsletterOutcome> {
  const availability = (deps.newsletterAvailability ?? newsletterAvailability)()
  if (!availability.available) return 'unavailable'
  try {
    const provider = deps.newsletterProvider ? deps.newsletterProvider(payload) : getNewsletterProvider({ payload })
    await provider.subscribe({
      email: data.email,
      firstName: data.name,
      source: CONTACT_SOURCE,
    })
    return 'subscribed'
  } catch (error) {
    if (error instanceof NewsletterUnavailableError) return 'unavailable'
    logger.warn({ event: 'contact_newsletter_failed', err: error }, 'Could not subscribe the contact sender')
    return 'failed'
  }
}

async function recordOutcome(payload: Payload, id: ContactMessage['id'], outcome: ContactNewsletterOutcome) {
  await payload.update({
    collection: 'contact-messages',
    id,
    data: { newsletterOutcome: outcome },
    overrideAccess: true,
  })
}

const OUTCOME_LABELS: Record<ContactNewsletterOutcome | 'not-requested', string> = {
  'not-requested': 'No',
  subscribed: 'Yes (confirmation sent)',
  failed: 'Yes, but the subscription failed',
  unavailable: 'Yes, but the newsletter was unavailable',
}

/** Queues the team notification (site settings' general email), replying to the sender. */
export async function notifyTeam(
  payload: Payload,
  data: ContactValues,
  messageId: ContactMessage['id'],
  outcome: ContactNewsletterOutcome | 'not-requested',
) {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  const to = settings.contact?.generalEmail?.trim()
  if (!to) {
    logger.warn({ event: 'contact_notify_skipped' }, 'No general email in site settings; team not notified')
    return
  }
  const brand = emailBrand()
  await sendEmail(payload, {
    to,
    replyTo: data.email,
    subject: `New message from ${data.name}`,
    kind: 'contact-message',
    react: TeamNotificationEmail({
      ...brand,
      title: 'New contact message',
      intro: `${data.name} wrote to you through the contact form. Reply to this email to answer them.`,
      fields: [
        { label: 'Name', value: data.name },
        { label: 'Email', value: data.email },
        { label: 'Message', value: data.message },
        { label: 'Newsletter', value: OUTCOME_LABELS[outcome] },
      ],
      action: {
        label: 'Open in admin',
        href: `${brand.siteUrl}/admin/collections/contact-messages/${messageId}`,
      },
    }),
  })
}

/** POSTs the message to the form-collection service. Never throws: a failure is logged. */
export function forwardContact(url: string, data: ContactValues, fetchImpl?: typeof fetch): Promise<boolean> {
  return forwardJson(
    url,
    {
      name: data.name,
      email: data.email,
      message: data.message,
      subscribeToNewsletter: data.subscribeToNewsletter,
    },
    { event: 'contact_forward_failed', fetch: fetchImpl },
  )
}

function captchaSettings(deps: ContactHandlerDeps) {
  if (deps.recaptcha !== undefined) return deps.recaptcha
  const config = recaptchaConfig()
  return config ? { secret: config.secret, minScore: config.minScore } : null
}

const failure = (status: number) => formAnswer({ ok: false, error: MESSAGES.contactFailure }, status)

function success(outcome: ContactNewsletterOutcome | 'not-requested' | null | undefined): Response {
  const answer: ContactResult = isOutcome(outcome) ? { ok: true, newsletter: outcome } : { ok: true }
  return formAnswer(answer)
}

/** The whole endpoint. */
export async function handleContact(request: Request, deps: ContactHandlerDeps = {}): Promise<Response> {
  try {
    const body = await readJsonBody(request)
    if (!body.ok) return body.response

    if (isHoneypotTripped(body.value)) {
      logger.info({ event: 'contact_honeypot' }, 'Contact honeypot tripped; nothing stored')
      return formAnswer({ ok: true })
    }

    const limited = await checkRateLimit(request, 'contact', deps.limiter ?? contactRateLimiter)
    if (!limited.ok) return limited.response

    const valid = validateForm(contactSchema, body.value)
    if (!valid.ok) return valid.response
    const data = valid.value

    const captcha = captchaSettings(deps)
    if (captcha) {
      const ip = getClientIp(request.headers)
      const verdict = await verifyRecaptcha(readCaptchaToken(body.value), {
        ...captcha,
        expectedAction: CONTACT_CAPTCHA_ACTION,
        remoteIp: ip === 'unknown' ? undefined : ip,
        fetch: deps.fetch,
      })
      if (!verdict.ok) {
        logger.info(
          {
            event: 'contact_captcha_rejected',
            reason: verdict.reason,
            score: verdict.score,
          },
          'Captcha rejected',
        )
        return failure(400)
      }
    }

    const payload = deps.payload ?? (await getPayloadClient())
    const now = (deps.now ?? Date.now)()
    const fingerprint = submissionFingerprint('contact', data)
    const duplicate = await findRecentDuplicate(payload, fingerprint, now)
    if (duplicate) return success(duplicate.newsletterOutcome)

    const doc = await storeContactMessage(payload, data, fingerprint)

    let outcome: ContactNewsletterOutcome | 'not-requested' = 'not-requested'
    if (data.subscribeToNewsletter) {
      outcome = await subscribeSender(payload, data, deps)
      await recordOutcome(payload, doc.id, outcome).catch((error: unknown) => {
        logger.error({ event: 'contact_outcome_not_recorded', err: error }, 'Could not record the newsletter outcome')
      })
    }

    const forwardUrl = deps.forwardUrl ?? env.FORM_FORWARD_CONTACT_URL
    await Promise.all([
      notifyTeam(payload, data, doc.id, outcome).catch((error: unknown) => {
        logger.error({ event: 'contact_notify_failed', err: error }, 'Could not queue the contact notification')
      }),
      forwardUrl ? forwardContact(forwardUrl, data, deps.fetch) : Promise.resolve(false),
    ])
    return success(outcome)
  } catch (error) {
    logger.error({ event: 'contact_failed', err: error }, 'Contact message failed')
    return formAnswer({ ok: false, error: MESSAGES.contactFailure }, 503, {
      'Retry-After': '60',
    })
  }
}
