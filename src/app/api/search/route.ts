/** Results as you type for the header's dialog; the logic is in src/features/search/server/endpoint.ts. */
import { withPayload } from '@/app/api/with-payload'
import { cachedSearchAnswer } from '@/features/search/queries'
import { handleSearchApi } from '@/features/search/server/endpoint'

export async function GET(request: Request): Promise<Response> {
  return withPayload((payload) =>
    handleSearchApi(request, { payload, search: (_payload, search) => cachedSearchAnswer(search) }),
  )
}
