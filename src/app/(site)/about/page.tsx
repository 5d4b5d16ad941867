import { getPayload } from 'payload'
import config from '@payload-config'
import { connection } from 'next/server'

export default async function About() {
  await connection()
  const payload = await getPayload({ config })
  const s = await payload.findGlobal({ slug: 'site-settings' })
  return <main>About {s.productName}</main>
}
