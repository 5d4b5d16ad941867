import { describe, expect, it } from 'vitest'

import { buttonVariants } from '@/components/ui/button-variants'
import { containerVariants } from '@/components/ui/container'
import { cn } from '@/lib/utils'

import { PAGE_ERROR_CONTAINER_CLASS, PAGE_ERROR_HOME_CLASS, PAGE_ERROR_RETRY_CLASS } from './page-error'

// PageError writes out what Container and Button rendered before (ADR 0030): same classes.
describe('PageError classes', () => {
  it('are what <Container size="narrow" className=…> makes', () => {
    expect(PAGE_ERROR_CONTAINER_CLASS).toBe(
      cn(containerVariants({ size: 'narrow' }), 'flex flex-col items-center py-20 text-center md:py-28'),
    )
  })

  it('are what <Button variant="primary"> and <Button variant="outline"> make', () => {
    expect(PAGE_ERROR_RETRY_CLASS).toBe(cn(buttonVariants({ variant: 'primary' })))
    expect(PAGE_ERROR_HOME_CLASS).toBe(cn(buttonVariants({ variant: 'outline' })))
  })
})
