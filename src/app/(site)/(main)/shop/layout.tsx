import type { ReactNode } from 'react'

import { TestModeBanner } from '@/features/shop/components/test-mode-banner'

/** /shop and /shop/{slug}: the test-mode banner above the page while no real payments are taken. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TestModeBanner />
      {children}
    </>
  )
}
