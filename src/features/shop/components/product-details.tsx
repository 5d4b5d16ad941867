import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'

/** SPEC §2 "collapsible Product Details": the long description, paragraph by paragraph, closed at first. */
export function ProductDetails({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return (
    <Accordion type="single" collapsible className="border-t border-border">
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
