import { newsletterDigestTask } from './newsletterDigest'
import { sendEmailTask } from './sendEmail'

/** Every job task of the app (the `jobs.tasks` entry of the Payload config). */
export const tasks = [sendEmailTask, newsletterDigestTask]
