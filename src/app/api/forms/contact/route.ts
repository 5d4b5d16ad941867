/** Contact messages (SPEC §2 "Contact"); the logic is in src/features/contact/server. */
import { handleContact } from '@/features/contact/server'
import { withPayload } from '@/app/api/with-payload'

export async function POST(request: Request): Promise<Response> {
  return withPayload((payload) => handleContact(request, { payload }))
}
