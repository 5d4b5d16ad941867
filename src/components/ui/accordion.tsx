'use client'

import * as AccordionPrimitive from '@radix-ui/react-accordion'
import { ChevronDownIcon } from 'lucide-react'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

/** Radix Accordion, styled. Keyboard: Tab between headers, Enter/Space toggle, arrows move. */
export const Accordion = AccordionPrimitive.Root

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn('border-b border-border last:border-b-0', className)}
      {...props}
    />
  )
}

export function AccordionTrigger({
  className,
  children,
  headingLevel: Heading = 'h3',
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 'h2' | 'h3' | 'h4' }) {
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'flex flex-1 items-center justify-between gap-4 rounded-md py-5 text-left font-sans text-lg font-semibold text-mocha',
            'transition-colors hover:text-burnt focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            '[&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDownIcon
            className="size-5 shrink-0 text-burnt transition-transform duration-200"
            aria-hidden="true"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  )
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="overflow-hidden text-base" {...props}>
      <div className={cn('pb-5 leading-relaxed text-mocha-light', className)}>{children}</div>
    </AccordionPrimitive.Content>
  )
}
