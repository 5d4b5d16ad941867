/** Cookie-less page views (ARCHITECTURE "Analytics"); the logic is in src/features/analytics/server.ts. */
import { handlePageView } from '@/features/analytics/server'
import { getPostKind } from '@/features/content/post-queries'
import { withPayload } from '@/app/api/with-payload'

const isPostSlug = async (slug: string) => (await getPostKind(slug)) !== null

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handlePageView(request, { isPostSlug, payload }))
}
