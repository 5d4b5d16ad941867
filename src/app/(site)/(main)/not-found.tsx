import type { Metadata } from 'next'
import Link from 'next/link'

import { NotFoundLogger } from '@/components/site/not-found-logger'
import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata({ title: 'Page not found' }, await getMetadataSite())
}

export default function NotFound() {
  return (
    <Container size="narrow" className="flex flex-col items-center py-20 text-center md:py-28">
      <NotFoundLogger />
      <p aria-hidden="true" className="font-display text-8xl leading-none text-burnt md:text-9xl">
        404
      </p>
      <h1 className="mt-6 text-3xl md:text-4xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-4 max-w-md text-base text-muted-foreground">
        The road you took does not lead anywhere. The page may have moved, or the address may be mistyped.
      </p>
      <Button asChild variant="primary" size="lg" className="mt-8">
        <Link href="/">Return to Home</Link>
      </Button>
    </Container>
  )
}
