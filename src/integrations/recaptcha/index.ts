/** reCAPTCHA v3, server side. The browser loader is './use-recaptcha' (client components only). */
import 'server-only'

export { CAPTCHA_TOKEN_FIELD } from './constants'
export { readCaptchaToken, type RecaptchaFailure, type RecaptchaResult } from './decision'
export { recaptchaConfig, type RecaptchaConfig, verifyRecaptcha, type VerifyRecaptchaOptions } from './server'
export { checkRecaptchaSecret, HEALTH_CHECK_TOKEN, type RecaptchaHealthOptions } from './health'
