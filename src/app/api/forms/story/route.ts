/** Story submissions (SPEC §2 "Share your story"); the logic is in src/features/submissions/server. */
import { handleStorySubmission } from '@/features/submissions/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleStorySubmission(request, { payload }))
}
