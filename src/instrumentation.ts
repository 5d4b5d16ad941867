/**
 * Runs once when the Next.js server starts. Initialising Payload here starts the job queue at
 * boot, so queued emails and scheduled work do not wait for the first visitor, and hands npm
 * start's server what it calls on SIGTERM: stop the queue, close the database (src/cms/shutdown.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayloadClient }, { registerShutdown }] = await Promise.all([
    import('@/payload-client'),
    import('@/cms/shutdown'),
  ])
  registerShutdown(await getPayloadClient())
}
