/**
 * The job queue's lease, as one runner sees it (ADR 0033): only the process holding the lease
 * runs the queue (stranded jobs, schedules, batches), so a second runner (a second `npm run
 * worker`, or a web process told to run jobs beside a worker) waits instead of claiming the same
 * jobs: Payload 3's claim selects, then updates, with no lock between.
 *
 * The holder takes or renews the lease every LEASE_RENEW_MS for LEASE_TTL_MS; it claims jobs only
 * while it holds the lease for longer than LEASE_MARGIN_MS more (`held()`), so a runner that stops
 * renewing (stalled, cut off from the database) stops claiming well before another can take the
 * lease over. A runner that dies is replaced within LEASE_TTL_MS + LEASE_RENEW_MS; one that stops
 * releases it at once. Pure: the store and the clock are given (./lease.ts is the database's).
 */

/** How long a taken or renewed lease holds without another renewal. */
export const LEASE_TTL_MS = 30_000
/** How often every runner takes or renews the lease (the holder renews; a waiting one tries). */
export const LEASE_RENEW_MS = 10_000
/** The holder stops claiming jobs this long before its lease would run out unrenewed. */
export const LEASE_MARGIN_MS = 10_000

/** Where the lease lives: one conditional write each, so two runners never both take it. */
export type LeaseStore = {
  /** Takes the lease for `holder` until `until` if it is free, expired at `now` or its own; true when it did. */
  take(holder: string, now: Date, until: Date): Promise<boolean>
  /** Gives the lease up if `holder` has it. */
  release(holder: string, now: Date): Promise<void>
}

export type LeaseChange = 'taken' | 'lost' | null

export class LeaseHolder {
  private heldUntil = 0

  constructor(
    readonly holder: string,
    private readonly store: LeaseStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes or renews the lease. Answers what changed: 'taken' (this runner holds it now and did
   * not before), 'lost' (another holds it now), or null. A failed write (the database away)
   * changes nothing here: the lease then runs out by itself, and `held()` turns false first.
   */
  async renew(): Promise<LeaseChange> {
    const now = this.now()
    const wasHeld = this.held()
    const took = await this.store.take(this.holder, new Date(now), new Date(now + LEASE_TTL_MS))
    this.heldUntil = took ? now + LEASE_TTL_MS : 0
    if (took && !wasHeld) return 'taken'
    if (!took && wasHeld) return 'lost'
    return null
  }

  /** True while this runner may claim jobs: it holds the lease for more than LEASE_MARGIN_MS yet. */
  held(): boolean {
    return this.now() < this.heldUntil - LEASE_MARGIN_MS
  }

  /** Gives the lease up (a stop): another runner takes it at its next try. */
  async release(): Promise<void> {
    this.heldUntil = 0
    await this.store.release(this.holder, new Date(this.now()))
  }
}
