/** The contact form's reCAPTCHA v3 check (SPEC §7), on when both keys are set. */
import 'server-only'

import { readCaptchaToken, recaptchaConfig, verifyRecaptcha } from '@/integrations/recaptcha'
import type { FormContext } from '@/lib/forms/endpoint'
import { getClientIp } from '@/lib/forms/guard'
import { logger } from '@/lib/logger'

import { CONTACT_CAPTCHA_ACTION } from '../constants'

export type CaptchaSettings = { secret: string; minScore: number }

function settingsFromEnv(): CaptchaSettings | null {
  const config = recaptchaConfig()
  return config ? { secret: config.secret, minScore: config.minScore } : null
}

/**
 * True when the body's token passes siteverify, or when the check is off (`settings` null, or
 * undefined and no keys in env). A rejection is logged with its reason and score only.
 */
export async function passesCaptcha(context: FormContext, settings?: CaptchaSettings | null): Promise<boolean> {
  const captcha = settings === undefined ? settingsFromEnv() : settings
  if (!captcha) return true
  const ip = getClientIp(context.request.headers)
  const verdict = await verifyRecaptcha(readCaptchaToken(context.body), {
    ...captcha,
    expectedAction: CONTACT_CAPTCHA_ACTION,
    remoteIp: ip === 'unknown' ? undefined : ip,
  })
  if (verdict.ok) return true
  logger.info({ event: 'contact_captcha_rejected', reason: verdict.reason, score: verdict.score }, 'Captcha rejected')
  return false
}
