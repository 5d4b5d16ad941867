/** Story submissions (SPEC §2 "Share your story"); the logic is in src/features/submissions/server. */
import { handleStorySubmission } from '@/features/submissions/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleStorySubmission(request, { payload: await getPayloadClient() })
}
