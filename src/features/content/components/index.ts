/**
 * The content slice's components other slices render (React, lucide icons): their entry, kept
 * apart from ../index.ts, which stays pure for the proxy and other browser-safe code.
 */
export { Pagination } from './pagination'
