export { EmailButton } from './Button'
export { EmailLayout, type EmailLayoutProps } from './EmailLayout'
export {
  TeamNotificationEmail,
  type TeamNotificationEmailProps,
  type TeamNotificationField,
} from './TeamNotificationEmail'
export { emailTheme } from './theme'
