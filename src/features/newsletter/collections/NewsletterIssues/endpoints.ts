/**
 * Staff tools of the newsletter-issues list:
 *   GET  /api/newsletter-issues/preview    the next issue, rendered (or "Nothing new to send since …")
 *   POST /api/newsletter-issues/test-send  queues the next issue to the signed-in staff user, "[Test] " subject
 */
import type { Endpoint } from 'payload'

import { requireStaff } from '@/cms/access'

import { formatDigestDate, previewDigest, sendDigestTest } from '../../digest/preview'

export const DIGEST_PREVIEW_PATH = '/preview'
export const DIGEST_TEST_SEND_PATH = '/test-send'

const NO_STORE = { 'Cache-Control': 'no-store' }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export const digestPreviewEndpoint: Endpoint = {
  path: DIGEST_PREVIEW_PATH,
  method: 'get',
  handler: async (req) => {
    const refused = requireStaff(req)
    if (refused) return refused
    const preview = await previewDigest(req.payload)
    const html = preview.empty
      ? `<!doctype html><html lang="en"><meta charset="utf-8"><title>Next issue</title><p style="font-family:sans-serif">${escapeHtml(
          `Nothing new to send since ${formatDigestDate(preview.since)}.`,
        )}</p></html>`
      : preview.html
    return new Response(html, {
      status: 200,
      headers: {
        ...NO_STORE,
        'Content-Type': 'text/html; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        // The rendered email only: no scripts, images from anywhere (the site's media URLs).
        'Content-Security-Policy': "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; font-src *",
      },
    })
  },
}

export const digestTestSendEndpoint: Endpoint = {
  path: DIGEST_TEST_SEND_PATH,
  method: 'post',
  handler: async (req) => {
    const refused = requireStaff(req)
    if (refused) return refused
    const email = (req.user as { email?: string } | null)?.email
    if (!email)
      return Response.json({ message: 'Your account has no email address.' }, { status: 400, headers: NO_STORE })
    const result = await sendDigestTest(req.payload, email)
    if (!result.ok) {
      return Response.json(
        {
          ok: false,
          message: `Nothing new to send since ${formatDigestDate(result.since)}.`,
        },
        { status: 200, headers: NO_STORE },
      )
    }
    return Response.json(
      {
        ok: true,
        message: `Test issue queued to ${email}: "${result.subject}".`,
        emailId: result.emailId,
      },
      { status: 200, headers: NO_STORE },
    )
  },
}
