'use client'

/**
 * The subscribe dialog (SPEC §2, §4, §5, §8). Loaded on first use by SubscribeDialogLoader
 * (render that once per layout): it opens on the window event OPEN_SUBSCRIBE_DIALOG_EVENT (see
 * openSubscribeDialog), whose `detail.email` may prefill the email.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { HoneypotField, readHoneypot } from '@/components/forms/honeypot-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { type TextFieldSpec, TextFields } from '@/components/forms/text-fields'
import type { SiteDialogProps } from '@/components/site/site-dialog-loader'
import { useSiteDialog } from '@/components/site/use-site-dialog'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import { useToaster } from '@/components/ui/toaster-slot'
import { applyFieldErrors } from '@/lib/forms/field-errors'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import { postForm } from '@/lib/forms/post-form'

import { SUBSCRIBE_ENDPOINT } from '../constants'
import {
  type SubscribeDialogInput,
  subscribeDialogSchema,
  type SubscribeDialogValues,
  SUBSCRIBE_MESSAGES,
} from '../schemas'

const EMPTY: SubscribeDialogInput = { name: '', email: '' }

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const satisfies readonly TextFieldSpec<SubscribeDialogInput>[]
const FIELD_NAMES = FIELDS.map((field) => field.name)

export function SubscribeDialog({ productName, opens }: { productName: string } & SiteDialogProps) {
  const id = useId()
  const form = useForm<SubscribeDialogInput, unknown, SubscribeDialogValues>({
    resolver: zodResolver(subscribeDialogSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { isSubmitting } = form.formState

  useToaster()

  const { open, setOpen, returnFocus } = useSiteDialog(opens, ({ detail }) => {
    const email = typeof detail === 'object' && detail !== null && 'email' in detail ? detail.email : undefined
    if (typeof email === 'string' && email !== '') form.setValue('email', email, { shouldDirty: true })
  })

  const onSubmit = form.handleSubmit(async (values, event) => {
    const result = await postForm(
      SUBSCRIBE_ENDPOINT,
      { name: values.name, email: values.email, source: 'dialog', [HONEYPOT_FIELD]: readHoneypot(event?.target) },
      { failure: SUBSCRIBE_MESSAGES.subscribeFailureDialog },
    )
    if (result.ok) {
      toast.success(SUBSCRIBE_MESSAGES.subscribeSuccessTitle, {
        description: SUBSCRIBE_MESSAGES.subscribeSuccessDialog,
      })
      form.reset(EMPTY)
      setOpen(false)
      return
    }
    applyFieldErrors(form.setError, result, FIELD_NAMES)
    const description = result.status === 429 ? result.error : SUBSCRIBE_MESSAGES.subscribeFailureDialog
    toast.error(SUBSCRIBE_MESSAGES.subscribeFailureTitle, { description })
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent size="sm" onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>Subscribe to {productName}</DialogTitle>
          <DialogDescription>
            Join our community and receive the latest vanlife stories, tips, and updates to your inbox.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-col gap-4 overflow-y-auto px-6 py-5">
          <TextFields fields={FIELDS} form={form} idPrefix={id} />
          <HoneypotField idPrefix={id} />
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <SubmitButton pending={isSubmitting} pendingLabel={SUBSCRIBE_MESSAGES.subscribing} variant="primary">
              Subscribe
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
