/**
 * Runs once when the Next.js server starts. Initialising Payload here starts the job queue at
 * boot, so queued emails and scheduled work do not wait for the first visitor.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getPayloadClient } = await import('@/payload-client')
  await getPayloadClient()
}
