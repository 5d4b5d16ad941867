import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'

/** While the order is read (SPEC §2: "Loading order details..."). */
export default function Loading() {
  return (
    <Container className="flex max-w-4xl items-center justify-center gap-3 py-24 text-mocha-light" role="status">
      <Spinner aria-hidden="true" />
      Loading order details...
    </Container>
  )
}
