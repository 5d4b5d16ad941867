/** The status page's body: problems, then services, email, jobs, backups, disk and version. */
import type { ReactNode } from 'react'

import { ago, bytes, count, dateTime } from '../format'
import type { Checked } from '../timeout'
import type { Problem, ServiceFact, StatusFacts } from '../types'
import styles from './status.module.css'

const LEVEL_LABELS: Record<Problem['level'], string> = { error: 'Needs action', warning: 'Warning', info: 'Note' }
const MODE_LABELS: Record<ServiceFact['mode'], string> = { real: 'Real', 'stand-in': 'Stand-in', off: 'Off' }

function Section(props: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={props.id} data-testid={`status-${props.id}`}>
      <h2 className={styles.panelTitle} id={props.id}>
        {props.title}
      </h2>
      {props.children}
    </section>
  )
}

/** A fact that could not be read says so, in place of its section's content. */
function Read<T>(props: { fact: Checked<T>; what: string; children: (value: T) => ReactNode }) {
  if (!props.fact.ok) {
    return (
      <p className={styles.unreadable}>
        Could not read {props.what}: {props.fact.error}
      </p>
    )
  }
  return <>{props.children(props.fact.value)}</>
}

function Facts(props: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {props.rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Health({ health }: { health: ServiceFact['health'] }) {
  if (!health) return <span className={styles.muted}>Nothing to check</span>
  if (health.ok) {
    return (
      <span className={styles.ok}>
        <span aria-hidden="true">✓ </span>
        {health.value} <span className={styles.nowrap}>({health.ms} ms)</span>
      </span>
    )
  }
  return (
    <span className={styles.bad}>
      <span aria-hidden="true">✗ </span>
      Does not answer: {health.error}
    </span>
  )
}

function Problems({ problems }: { problems: Problem[] }) {
  if (problems.length === 0) {
    return (
      <p className={styles.allClear} data-testid="status-all-clear">
        Nothing needs attention.
      </p>
    )
  }
  return (
    <ul className={styles.problems} data-testid="status-problems">
      {problems.map((problem) => (
        <li key={problem.text} className={`${styles.problem} ${styles[problem.level]}`}>
          <span className={styles.level}>{LEVEL_LABELS[problem.level]}</span>
          <span>
            <strong className={styles.problemText}>{problem.text}</strong> {problem.action}
          </span>
        </li>
      ))}
    </ul>
  )
}

export function StatusReport({ facts, problems, href }: { facts: StatusFacts; problems: Problem[]; href: string }) {
  const now = new Date(facts.checkedAt)
  return (
    <div className={styles.report} data-testid="status-report">
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Site status</h1>
          <p className={styles.lede}>
            {facts.live ? 'Live' : 'Not live (a demo or staging address)'} at {facts.siteUrl}. Version {facts.version}
            {facts.buildId ? `, build ${facts.buildId}` : ''}. Checked {dateTime(facts.checkedAt)}.
          </p>
        </div>
        <a className={styles.button} href={href}>
          Check again
        </a>
      </header>

      <Section title={problems.length === 0 ? 'Problems' : `Problems (${problems.length})`} id="problems">
        <Problems problems={problems} />
      </Section>

      <Section title="Services" id="services">
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Runs on</th>
                <th scope="col">Health</th>
              </tr>
            </thead>
            <tbody>
              {facts.services.map((service) => (
                <tr key={service.key} data-testid={`status-service-${service.key}`}>
                  <th scope="row">{service.name}</th>
                  <td>
                    <span className={`${styles.mode} ${styles[`mode-${service.mode}`]}`}>
                      {MODE_LABELS[service.mode]}
                    </span>{' '}
                    {service.detail}
                  </td>
                  <td data-label="Health: ">
                    <Health health={service.health} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <div className={styles.panels}>
        <Section title="Email outbox" id="outbox">
          <Read fact={facts.outbox} what="the Outbox">
            {(outbox) => (
              <Facts
                rows={[
                  ['Waiting to be sent', count(outbox.waiting)],
                  ['Failed', count(outbox.failed)],
                  ['Kept in the Outbox only', count(outbox.kept)],
                  ['Oldest waiting', outbox.oldestWaitingAt ? ago(outbox.oldestWaitingAt, now) : 'none'],
                ]}
              />
            )}
          </Read>
        </Section>

        <Section title="Last backup" id="backup">
          <Read fact={facts.backup} what="the backups">
            {({ last, lastSucceededAt, cron }) =>
              last ? (
                <Facts
                  rows={[
                    ['Status', `${last.status} (${last.trigger})`],
                    ['Started', `${dateTime(last.startedAt)}, ${ago(last.startedAt, now)}`],
                    ['File', last.file ?? 'none'],
                    ['Size', last.sizeBytes === null ? 'unknown' : bytes(last.sizeBytes)],
                    ...(last.error ? ([['Error', last.error]] as [string, string][]) : []),
                    ['Last good backup', lastSucceededAt ? ago(lastSucceededAt, now) : 'none'],
                    ['Schedule (BACKUP_CRON)', cron],
                  ]}
                />
              ) : (
                <>
                  <p className={styles.empty}>No backup yet.</p>
                  <Facts rows={[['Schedule (BACKUP_CRON)', cron]]} />
                </>
              )
            }
          </Read>
        </Section>
      </div>

      <Section title="Jobs" id="jobs">
        <Read fact={facts.jobs} what="the job queue">
          {(jobs) => (
            <>
              <Facts
                rows={[
                  ['Waiting', count(jobs.waiting)],
                  ['Running', count(jobs.running)],
                  ['Failed', count(jobs.failed)],
                  ['Stuck', count(jobs.stuck.length)],
                  [
                    'Job worker',
                    jobs.runner?.holder
                      ? `${jobs.runner.holder}, since ${jobs.runner.acquiredAt ? ago(jobs.runner.acquiredAt, now) : 'unknown'}`
                      : 'none yet',
                  ],
                  [
                    'Last alive',
                    jobs.runner?.expiresAt ? ago(jobs.runner.expiresAt, now).replace(/^in .*/, 'now') : 'never',
                  ],
                  ['Last tick', jobs.runner?.lastTickAt ? ago(jobs.runner.lastTickAt, now) : 'never'],
                  [
                    'This web process',
                    jobs.runsInProcess
                      ? 'may run the queue too (JOBS_AUTORUN; one process at a time does)'
                      : 'does not run the queue (npm run worker does)',
                  ],
                ]}
              />
              {(jobs.stuck.length > 0 || jobs.failures.length > 0) && (
                <ul className={styles.jobList} data-testid="status-job-problems">
                  {jobs.stuck.map((job) => (
                    <li key={`stuck-${job.id}`}>
                      Stuck: {job.taskSlug} (job {job.id}), processing since {ago(job.since, now)}
                    </li>
                  ))}
                  {jobs.failures.map((job) => (
                    <li key={`failed-${job.id}`}>
                      Failed: {job.taskSlug} (job {job.id}), {ago(job.since, now)}
                      {job.error ? `: ${job.error}` : ''}
                    </li>
                  ))}
                </ul>
              )}
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={styles.caption}>Scheduled tasks</caption>
                  <thead>
                    <tr>
                      <th scope="col">Task</th>
                      <th scope="col">Last scheduled</th>
                      <th scope="col">Last run</th>
                      <th scope="col">Newest job</th>
                    </tr>
                  </thead>
                  <tbody>
                    {jobs.scheduled.map((task) => (
                      <tr key={task.taskSlug}>
                        <th scope="row">{task.taskSlug}</th>
                        <td>{task.lastScheduledAt ? ago(task.lastScheduledAt, now) : 'never'}</td>
                        <td>
                          {task.lastRun
                            ? `${ago(task.lastRun.at, now)}, ${task.lastRun.outcome}${task.lastRun.error ? `: ${task.lastRun.error}` : ''}`
                            : 'not yet'}
                        </td>
                        <td>
                          {task.latest
                            ? `${task.latest.state}, ${ago(task.latest.at, now)}${task.latest.error ? `: ${task.latest.error}` : ''}`
                            : 'none in the queue'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </Read>
      </Section>

      <div className={styles.panels}>
        <Section title="Disk" id="disk">
          <Read fact={facts.disk} what="disk use">
            {(disk) => (
              <Facts
                rows={[
                  ['Database', `${bytes(disk.databaseBytes)} (${disk.databaseDetail})`],
                  ['Media folder', `${bytes(disk.mediaBytes)} in ${count(disk.mediaFiles)} files`],
                  [
                    'Free on the data disk',
                    disk.freeBytes === null || !disk.totalBytes
                      ? 'unknown'
                      : `${bytes(disk.freeBytes)} of ${bytes(disk.totalBytes)}`,
                  ],
                ]}
              />
            )}
          </Read>
        </Section>

        <Section title="Version and migrations" id="version">
          <Read fact={facts.migrations} what="the migrations">
            {(migrations) => (
              <Facts
                rows={[
                  ['Version', facts.version],
                  ['Build', facts.buildId ?? 'no build (development)'],
                  [
                    'Migrations applied',
                    `${count(migrations.applied.length)} of ${count(migrations.committed.length)}`,
                  ],
                  ['Pending', migrations.pending.length > 0 ? migrations.pending.join(', ') : 'none'],
                  ['Newest applied', migrations.applied[migrations.applied.length - 1] ?? 'none'],
                ]}
              />
            )}
          </Read>
        </Section>
      </div>
    </div>
  )
}
