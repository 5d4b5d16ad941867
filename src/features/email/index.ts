/**
 * The email slice's public surface: sending through the outbox (ADR 0004), the team
 * notification, and what templates need. Server-only.
 */
import 'server-only'

export { emailBrand, sendEmail, type SendEmailInput, type SendEmailResult } from './send'
export { notifyTeam, queueTeamNotification, type TeamNotification } from './team-notification'
export { parseAddress, formatAddress, type EmailAddress } from '@/integrations/email/address'
export { renderEmail, type RenderedEmail } from '@/integrations/email/render'
export {
  EmailButton,
  EmailLayout,
  TeamNotificationEmail,
  type TeamNotificationEmailProps,
  type TeamNotificationField,
} from '@/components/email'
