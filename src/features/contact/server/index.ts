/**
 * POST /api/forms/contact (the route only calls handleContact): the shared public-form pipeline
 * (src/lib/forms/endpoint.ts: size, JSON, honeypot, rate limit, validation, 503 on any error),
 * then the contact steps in ./handle.ts.
 */
import 'server-only'

import { rateLimiterFor } from '@/integrations/redis'
import { handlePublicForm } from '@/lib/forms/endpoint'

import { CONTACT_MESSAGES, contactSchema } from '../schemas'
import { type ContactDeps, sendContactMessage } from './handle'
import { CONTACT_LIMIT } from '../limits'

export type { ContactNewsletterOutcome, ContactResult } from '../constants'
export type { ContactDeps } from './handle'

export function handleContact(request: Request, deps: ContactDeps): Promise<Response> {
  return handlePublicForm(request, {
    form: 'contact',
    limiter: rateLimiterFor(CONTACT_LIMIT),
    schema: contactSchema,
    failure: CONTACT_MESSAGES.contactFailure,
    failureLog: { event: 'contact_failed', message: 'Contact message failed' },
    handle: (values, context) => sendContactMessage(values, context, deps),
  })
}
