'use client'

/**
 * /profile (SPEC §2, §5, §8): "Loading profile..." until the member's profile arrives (a failure:
 * the toast "Error loading profile" with the server's message, and a way to try again), then First
 * Name, Last Name, Email (read-only: it cannot be changed here) and Phone Number. "Update Profile"
 * ("Updating...") saves; "Cancel" returns to /account.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useCallback, useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { FormError } from '@/components/forms/form-error'
import { SubmitButton } from '@/components/forms/submit-button'
import { Button } from '@/components/ui/button'
import { Field, FieldControl, FieldDescription, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { useToaster } from '@/components/ui/toaster-slot'
import { applyFieldErrors } from '@/lib/forms/field-errors'

import type { ProfileData } from '../../api'
import { ACCOUNT_PAGES } from '../../paths'
import { ACCOUNT_MESSAGES, type ProfileInput, profileSchema, type ProfileValues } from '../../schemas'
import { AccountField } from '../account-field'
import { LoadingStatus } from '../loading-status'
import { sessionMemberChanged } from '../session/store'
import { loadProfile, saveProfile } from './profile-requests'

type Loaded = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; profile: ProfileData }

export function ProfileForm() {
  useToaster()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })

  const load = useCallback(async () => {
    setLoaded({ state: 'loading' })
    const result = await loadProfile()
    if (result.ok) {
      setLoaded({ state: 'ready', profile: result.profile })
      return
    }
    if (result.status === 401) return
    toast.error(ACCOUNT_MESSAGES.profileLoadFailed, { description: result.error })
    setLoaded({ state: 'failed', error: result.error })
  }, [])

  useEffect(() => {
    // The first load of the page's data: its answer sets the state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
  }, [load])

  if (loaded.state === 'loading') return <LoadingStatus label="Loading profile..." />
  if (loaded.state === 'failed') {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="font-medium text-destructive">
          {ACCOUNT_MESSAGES.profileLoadFailed}: {loaded.error}
        </p>
        <Button variant="outline" onClick={load}>
          Try again
        </Button>
      </div>
    )
  }
  return <ProfileFields profile={loaded.profile} />
}

const toInput = (profile: ProfileData): ProfileInput => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  phone: profile.phone ?? '',
})

const FIELDS = ['firstName', 'lastName', 'phone'] as const

function ProfileFields({ profile }: { profile: ProfileData }) {
  const id = useId()
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: toInput(profile),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState
  const serverError = errors.root?.server?.message

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await saveProfile(values)
    if (result.ok) {
      form.reset(toInput(result.profile))
      sessionMemberChanged({
        firstName: result.profile.firstName,
        lastName: result.profile.lastName,
        email: result.profile.email,
      })
      toast.success(ACCOUNT_MESSAGES.profileUpdatedTitle, { description: ACCOUNT_MESSAGES.profileUpdated })
      return
    }
    if (result.status === 401) return
    toast.error(ACCOUNT_MESSAGES.profileUpdateFailed, { description: result.error })
    if (applyFieldErrors(form.setError, result, FIELDS)) return
    form.setError('root.server', { type: String(result.status), message: result.error })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Profile">
      <div className="grid gap-5 sm:grid-cols-2">
        <AccountField form={form} idPrefix={id} name="firstName" label="First Name" autoComplete="given-name" />
        <AccountField form={form} idPrefix={id} name="lastName" label="Last Name" autoComplete="family-name" />
      </div>
      <Field
        controlId={`${id}-email`}
        description={
          <>
            Your email cannot be changed here. To change it, please{' '}
            <Link href="/contact" className="font-medium text-burnt underline underline-offset-4">
              contact support
            </Link>
            .
          </>
        }
      >
        <FieldLabel>Email</FieldLabel>
        <FieldControl>
          <Input type="email" value={profile.email} readOnly className="bg-sand/60 text-mocha-light" />
        </FieldControl>
        <FieldDescription />
      </Field>
      <AccountField
        form={form}
        idPrefix={id}
        name="phone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required={false}
      />
      <FormError message={serverError} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton pending={isSubmitting} pendingLabel="Updating..." variant="primary" size="lg">
          Update Profile
        </SubmitButton>
        <Button asChild variant="outline" size="lg">
          <Link href={ACCOUNT_PAGES.account}>Cancel</Link>
        </Button>
      </div>
    </form>
  )
}
