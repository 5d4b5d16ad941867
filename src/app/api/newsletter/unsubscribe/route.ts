/** RFC 8058 one-click unsubscribe and the unsubscribe page's form; see src/features/newsletter/server.ts. */
import { handleUnsubscribe } from '@/features/newsletter/server'

export function POST(request: Request): Promise<Response> {
  return handleUnsubscribe(request)
}
