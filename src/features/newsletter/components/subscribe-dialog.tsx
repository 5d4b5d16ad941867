'use client'

/**
 * The subscribe dialog (SPEC §2, §4, §5, §8). Render it once per layout; it opens on the window
 * event OPEN_SUBSCRIBE_DIALOG_EVENT (see openSubscribeDialog), whose detail may prefill the email.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import {
  MESSAGES,
  type SubscribeDialogInput,
  subscribeDialogSchema,
  type SubscribeDialogValues,
} from '@/lib/forms/schemas'

import { OPEN_SUBSCRIBE_DIALOG_EVENT, type OpenSubscribeDialogDetail } from '../constants'
import { HoneypotField, readHoneypot } from '@/components/forms/honeypot-field'

import { postSubscribe } from './post-subscribe'

const EMPTY: SubscribeDialogInput = { name: '', email: '' }

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const

export function SubscribeDialog({ productName }: { productName: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const opener = useRef<HTMLElement | null>(null)
  const form = useForm<SubscribeDialogInput, unknown, SubscribeDialogValues>({
    resolver: zodResolver(subscribeDialogSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    const onOpen = (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      const detail = (event as CustomEvent<OpenSubscribeDialogDetail | null>).detail
      if (detail && typeof detail.email === 'string' && detail.email !== '') {
        form.setValue('email', detail.email, { shouldDirty: true })
      }
      setOpen(true)
    }
    window.addEventListener(OPEN_SUBSCRIBE_DIALOG_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_SUBSCRIBE_DIALOG_EVENT, onOpen)
  }, [form])

  const onSubmit = form.handleSubmit(async (values, event) => {
    try {
      const { status, result } = await postSubscribe(
        { name: values.name, email: values.email, source: 'dialog' },
        readHoneypot(event?.target),
      )
      if (result?.ok) {
        toast.success(MESSAGES.subscribeSuccessTitle, {
          description: MESSAGES.subscribeSuccessDialog,
        })
        form.reset(EMPTY)
        setOpen(false)
        return
      }
      if (status === 400 && result?.fieldErrors) {
        for (const field of FIELDS) {
          const message = result.fieldErrors[field.name]
          if (message) form.setError(field.name, { type: 'server', message }, { shouldFocus: true })
        }
      }
      const description = status === 429 && result?.error ? result.error : MESSAGES.subscribeFailureDialog
      toast.error(MESSAGES.subscribeFailureTitle, { description })
    } catch {
      toast.error(MESSAGES.subscribeFailureTitle, {
        description: MESSAGES.subscribeFailureDialog,
      })
    }
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        size="sm"
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault()
            opener.current.focus()
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Subscribe to {productName}</DialogTitle>
          <DialogDescription>
            Join our community and receive the latest vanlife stories, tips, and updates to your inbox.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-col gap-4 overflow-y-auto px-6 py-5">
          {FIELDS.map((field) => {
            const inputId = `${id}-${field.name}`
            const errorId = `${inputId}-error`
            const error = errors[field.name]?.message
            return (
              <div key={field.name} className="flex flex-col gap-1.5">
                <Label htmlFor={inputId}>{field.label}</Label>
                <Input
                  id={inputId}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  aria-required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  {...form.register(field.name)}
                />
                {error ? (
                  <p id={errorId} className="text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
            )
          })}
          <HoneypotField idPrefix={id} />
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {isSubmitting ? (
                <>
                  <Spinner />
                  {MESSAGES.subscribing}
                </>
              ) : (
                'Subscribe'
              )}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
