import { LoaderCircleIcon } from 'lucide-react'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

/** Decorative spinner; pair it with visible text such as "Submitting". */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <LoaderCircleIcon
      aria-hidden="true"
      data-slot="spinner"
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  )
}
