export { EmailButton } from './button'
export { EmailLayout, type EmailLayoutProps } from './email-layout'
export {
  TeamNotificationEmail,
  type TeamNotificationEmailProps,
  type TeamNotificationField,
} from './team-notification-email'
export { emailTheme } from './theme'
