/**
 * The content slice's components other slices render (React, lucide icons: not for the proxy or
 * other pure code, which import ./index.ts).
 */
export { Pagination } from './components/pagination'
