/** Contact messages (SPEC §2 "Contact"); the logic is in src/features/contact/server. */
import { handleContact } from '@/features/contact/server'
import { getPayloadClient } from '@/payload-client'

export async function POST(request: Request): Promise<Response> {
  return handleContact(request, { payload: await getPayloadClient() })
}
