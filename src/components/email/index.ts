export { EmailButton } from './Button'
export { EmailLayout, type EmailLayoutProps } from './EmailLayout'
export {
  TeamNotificationEmail,
  type TeamNotificationEmailProps,
  type TeamNotificationField,
} from './TeamNotificationEmail'
export { emailTheme } from './theme'
export {
  NewsletterDigestEmail,
  type NewsletterDigestEmailProps,
  type NewsletterDigestItem,
} from './newsletter-digest-email'
