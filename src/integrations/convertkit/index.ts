/** Kit (formerly ConvertKit), the optional email-marketing provider of the newsletter. Server-only. */
import 'server-only'

export {
  checkApiKey,
  ConvertKitHttpError,
  type ConvertKitOptions,
  subscribeToForm,
  type SubscribeToFormBody,
  type SubscribeToFormInput,
  subscribeUrl,
} from './client'
export { CONVERTKIT_API_BASE, CONVERTKIT_TIMEOUT_MS } from './constants'
