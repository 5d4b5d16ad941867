/**
 * The dashboard's "Set up your site" panel (admin.components.beforeDashboard): on a site that
 * started empty (a live start seeds no demo content), what to fill in first, each item checked off
 * from the database once done and linking to the admin page where it is done. Shown while anything
 * is missing. Server component.
 */
import 'server-only'

import { CheckIcon } from 'lucide-react'
import type { ServerComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { setupChecklist, setupIncomplete } from '../../setup/checklist'
import { readSetupFacts } from '../../setup/read-facts'
import styles from './setup-checklist.module.css'

export async function SetupChecklist({ payload }: ServerComponentProps) {
  const items = setupChecklist(await readSetupFacts(payload))
  if (!setupIncomplete(items)) return null
  const adminRoute = payload.config.routes.admin
  const done = items.filter((item) => item.done).length
  return (
    <section className={styles.panel} aria-labelledby="setup-checklist-heading" id="setup-checklist">
      <h2 id="setup-checklist-heading" className={styles.title}>
        Set up your site
      </h2>
      <p className={styles.intro}>
        Fill these in first: each is checked off once it is saved. {done} of {items.length} done.
      </p>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.item} data-done={item.done}>
            <span className={styles.mark} aria-hidden="true">
              {item.done ? <CheckIcon size={14} strokeWidth={3} /> : null}
            </span>
            <span>
              <a className={styles.link} href={formatAdminURL({ adminRoute, path: item.path })}>
                {item.label}
              </a>
              <span className={styles.status}>{item.done ? ' (done)' : ' (to do)'}</span>
              <span className={styles.hint}>{item.hint}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
