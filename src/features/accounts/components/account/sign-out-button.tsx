'use client'

import { LogOutIcon } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

import { SIGN_OUT_LABEL, signOutOnUse } from '../header/account-links'

/** The dashboard's Sign Out (Quick Actions): the page then returns to /auth (PrivatePageWatch). */
export function SignOutButton() {
  const [pending, setPending] = useState(false)
  return (
    <Button
      variant="outline"
      className="w-full justify-start"
      disabled={pending}
      onClick={async () => {
        setPending(true)
        if (!(await signOutOnUse())) setPending(false)
      }}
    >
      {pending ? <Spinner /> : <LogOutIcon aria-hidden="true" />}
      {SIGN_OUT_LABEL}
    </Button>
  )
}
