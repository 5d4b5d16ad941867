/** Story submissions (SPEC §2 "Share your story"); the logic is in src/features/submissions/server. */
import { handleStorySubmission } from '@/features/submissions/server'

export function POST(request: Request): Promise<Response> {
  return handleStorySubmission(request)
}
