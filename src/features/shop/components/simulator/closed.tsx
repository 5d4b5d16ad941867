/** A simulator page that can no longer be paid (paid already, or expired), or an unknown one. */
import Link from 'next/link'

import { Button } from '@/components/ui/button'

import { SHOP_PATHS } from '../../schemas'

export function SimulatorClosed({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="font-serif text-3xl text-mocha">{title}</h1>
      <p className="text-mocha-light">{text}</p>
      <Button asChild>
        <Link href={SHOP_PATHS.shop}>Back to the shop</Link>
      </Button>
    </div>
  )
}
