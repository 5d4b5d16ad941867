/** html-to-text 10 ships no types: the one function src/integrations/email/render.ts uses. */
declare module 'html-to-text' {
  export function compile(options?: Record<string, unknown>): (html: string, metadata?: unknown) => string
}
