'use client'

import { LogOutIcon } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useToaster } from '@/components/ui/toaster-slot'

import { SIGN_OUT_LABEL, signOutOnUse } from '../header/account-links'

/**
 * The dashboard's Sign Out (Quick Actions): the page then returns to /auth (PrivatePageWatch). A
 * failure ("Sign out failed", even when the sign-out code cannot load) gives the button back. The
 * toaster mounts with the button, so that toast needs nothing more from the network.
 */
export function SignOutButton() {
  useToaster()
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
