import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/logger', () => ({ logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } }))
// The task's handler is not run here; its module is not loaded.
vi.mock('./server/backup', () => ({ runBackup: vi.fn() }))

/** The backup task as registered with this BACKUP_CRON. */
async function taskWith(cron: string) {
  vi.resetModules()
  vi.doMock('@/lib/env', () => ({ env: { BACKUP_CRON: cron } }))
  return (await import('./job')).backupTask
}

afterEach(() => {
  vi.doUnmock('@/lib/env')
})

describe('backupSchedule', () => {
  it('schedules a cron expression on the default queue, and nothing for "off"', async () => {
    const { backupSchedule } = await import('./job')
    expect(backupSchedule('30 3 * * *')).toEqual([{ cron: '30 3 * * *', queue: 'default' }])
    expect(backupSchedule(' 0 1 * * 0 ')).toEqual([{ cron: '0 1 * * 0', queue: 'default' }])
    expect(backupSchedule('off')).toEqual([])
    expect(backupSchedule(' off ')).toEqual([])
  })
})

describe('the backup task', () => {
  it('is scheduled by BACKUP_CRON', async () => {
    expect((await taskWith('15 2 * * *')).schedule).toEqual([{ cron: '15 2 * * *', queue: 'default' }])
  })

  it('has no schedule with BACKUP_CRON=off (npm run backup still works)', async () => {
    const task = await taskWith('off')
    expect(task.schedule).toEqual([])
    expect(task.slug).toBe('backup')
  })
})
