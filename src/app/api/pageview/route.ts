/** Cookie-less page views (ARCHITECTURE "Analytics"); the logic is in src/features/analytics/server.ts. */
import { handlePageView } from '@/features/analytics/server'
import { getPostKind } from '@/features/content/post-queries'
import { getPayloadClient } from '@/payload-client'

const isPostSlug = async (slug: string) => (await getPostKind(slug)) !== null

export async function POST(request: Request): Promise<Response> {
  return handlePageView(request, { isPostSlug, payload: await getPayloadClient() })
}
