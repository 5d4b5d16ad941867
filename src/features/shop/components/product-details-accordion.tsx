'use client'

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'

/** The collapsible Product Details (Radix Accordion), closed at first: see ./product-details.tsx. */
export function ProductDetailsAccordion({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Accordion type="single" collapsible className="border-t border-border" data-product-details="">
      <AccordionItem value="details">
        <AccordionTrigger headingLevel="h2">Product Details</AccordionTrigger>
        <AccordionContent className="flex flex-col gap-3 whitespace-pre-line">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  )
}
