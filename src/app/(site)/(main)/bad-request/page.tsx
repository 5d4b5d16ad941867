import type { Metadata } from 'next'
import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return { ...buildMetadata({ title: 'Address not valid' }, await getMetadataSite()), robots: { index: false } }
}

/**
 * The styled 400 page: scripts/serve.mjs serves it, with status 400 and never cached (`no-store`),
 * for a page's address that is not valid percent-encoding (/%E0%A4%A, /foo%zz) and for its own
 * address (scripts/lib/bad-path.mjs), in the site's header and footer instead of a plain-text "Bad
 * Request". Next renders it from the route cache like every public page (npm start discards what
 * the build rendered without a database); the answer itself is never kept.
 */
export const revalidate = 300

export default function BadRequestPage() {
  return (
    <Container size="narrow" className="flex flex-col items-center py-20 text-center md:py-28">
      <p aria-hidden="true" className="font-display text-8xl leading-none text-burnt md:text-9xl">
        400
      </p>
      <h1 className="mt-6 text-3xl md:text-4xl">
        <span className="sr-only">400: </span>This address is not valid
      </h1>
      <p className="mt-4 max-w-md text-base text-muted-foreground">
        Part of the link is cut off or mistyped, so the road ends here. Check the address, or start again from the home
        page.
      </p>
      <Button asChild variant="primary" size="lg" className="mt-8">
        <Link href="/">Return to Home</Link>
      </Button>
    </Container>
  )
}
