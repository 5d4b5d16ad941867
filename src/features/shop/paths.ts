/** The shop's pages (browser-safe; no imports). */
export const SHOP_PATHS = {
  shop: '/shop',
  product: (slug: string) => `/shop/${slug}`,
  checkout: '/checkout',
  payment: '/payment',
  confirmation: '/order-confirmation',
} as const
