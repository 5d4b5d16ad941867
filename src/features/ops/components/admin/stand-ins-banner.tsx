/**
 * The admin's header on every admin page (admin.components.header): which stand-ins this site runs
 * on ("Test mode: emails are kept in the Outbox, not sent", …), each with a link to where it shows.
 * Nothing when every service is real. Server component: the environment is read on the server.
 */
import 'server-only'

import type { ServerComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { env } from '@/lib/env'

import { standInNotices } from '../../live-mode/notices'
import styles from './stand-ins-banner.module.css'

export function StandInsBanner({ payload }: ServerComponentProps) {
  const notices = standInNotices(env)
  if (notices.length === 0) return null
  const adminRoute = payload.config.routes.admin
  return (
    <div role="note" aria-label="Test mode" className={styles.banner} id="stand-ins-banner">
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li key={notice.key} className={styles.item}>
            <strong>{notice.text}</strong>{' '}
            <a className={styles.link} href={formatAdminURL({ adminRoute, path: notice.path as `/${string}` })}>
              {notice.linkText}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
