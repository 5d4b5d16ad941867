import { ProductDetailsOnUse } from './product-details-on-use'

/**
 * SPEC §2 "collapsible Product Details": the long description, paragraph by paragraph, closed at
 * first. Its Accordion's code loads on first use (./product-details-on-use.tsx).
 */
export function ProductDetails({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return <ProductDetailsOnUse paragraphs={paragraphs} />
}
