import { Container } from '@/components/ui/container'
import { Skeleton } from '@/components/ui/skeleton'

/** While a post loads: the hero, title, excerpt and meta line as placeholders. */
export default function PostLoading() {
  return (
    <div aria-busy="true" aria-live="polite">
      <p className="sr-only">Loading...</p>
      <div className="bg-sand">
        <Container size="wide" className="px-0 md:px-6 md:pt-8 lg:px-8">
          <Skeleton className="aspect-[3/4] max-h-[65svh] rounded-none md:aspect-[16/9] md:max-h-none md:rounded-2xl lg:aspect-[21/9]" />
        </Container>
        <Container size="narrow" className="flex flex-col gap-5 pt-8 pb-10 md:pt-10 md:pb-12">
          <Skeleton shape="text" className="h-10 w-11/12 md:h-14" />
          <Skeleton shape="text" className="h-10 w-2/3 md:h-14" />
          <Skeleton shape="text" className="mt-2 h-5 w-full" />
          <Skeleton shape="text" className="h-5 w-5/6" />
          <div className="flex items-center gap-4 border-y border-border py-4">
            <Skeleton shape="circle" className="size-10" />
            <Skeleton shape="text" className="w-32" />
            <Skeleton shape="text" className="w-28" />
          </div>
        </Container>
      </div>
      <Container size="narrow" className="flex flex-col gap-3 py-10 md:py-14">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} shape="text" className={index % 3 === 2 ? 'w-4/5' : 'w-full'} />
        ))}
      </Container>
    </div>
  )
}
