/** Cookie-less page views (ARCHITECTURE "Analytics"); the logic is in src/features/analytics/server.ts. */
import { handlePageView } from '@/features/analytics/server'
import { getPostKind } from '@/features/content/post-queries'

const isPostSlug = async (slug: string) => (await getPostKind(slug)) !== null

export function POST(request: Request): Promise<Response> {
  return handlePageView(request, { isPostSlug })
}
