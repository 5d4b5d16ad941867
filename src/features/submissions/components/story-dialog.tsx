'use client'

/**
 * The story-submission dialog (SPEC §2, §4, §5, §8, §9). Loaded on first use by StoryDialogLoader
 * (render that once per page): it opens on the window event OPEN_STORY_DIALOG_EVENT, which every
 * "Get Started" / call-to-action button dispatches (see OpenStoryDialogButton). One
 * react-hook-form form; the success state is the form's own isSubmitSuccessful, and server
 * failures are root errors, so a failed submit is never "successful" and keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2Icon } from 'lucide-react'
import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'

import { HoneypotField, readHoneypot } from '@/components/forms/honeypot-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { type TextFieldSpec, TextFields } from '@/components/forms/text-fields'
import type { SiteDialogProps } from '@/components/site/site-dialog-loader'
import { useSiteDialog } from '@/components/site/use-site-dialog'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import { useToaster } from '@/components/ui/toaster-slot'
import { applyFieldErrors } from '@/lib/forms/field-errors'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import { postForm } from '@/lib/forms/post-form'

import { STORY_ENDPOINT, STORY_RESET_AFTER_CLOSE_MS, STORY_SUCCESS_CLOSE_MS } from '../constants'
import {
  STORY_MESSAGES,
  type StorySubmissionInput,
  storySubmissionSchema,
  type StorySubmissionValues,
} from '../schemas'

const EMPTY: StorySubmissionInput = { name: '', email: '', location: '', instagram: '' }

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'location', label: 'Location', type: 'text', autoComplete: 'address-level2', required: true },
  { name: 'instagram', label: 'Instagram (optional)', type: 'text', autoComplete: 'off', required: false },
] as const satisfies readonly TextFieldSpec<StorySubmissionInput>[]
const FIELD_NAMES = FIELDS.map((field) => field.name)

export function StoryDialog({ opens }: SiteDialogProps) {
  const id = useId()
  const form = useForm<StorySubmissionInput, unknown, StorySubmissionValues>({
    resolver: zodResolver(storySubmissionSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { isSubmitting, isSubmitSuccessful } = form.formState

  useToaster()

  const { open, setOpen, returnFocus } = useSiteDialog(opens, () => {
    // Reopened within the 0.3 s after a success closed it: start from the empty form at once.
    if (form.formState.isSubmitSuccessful) form.reset(EMPTY)
  })

  // Success: close 3 s later. Closed after a success: reset 0.3 s later.
  useEffect(() => {
    if (!isSubmitSuccessful) return
    const timer = window.setTimeout(
      () => (open ? setOpen(false) : form.reset(EMPTY)),
      open ? STORY_SUCCESS_CLOSE_MS : STORY_RESET_AFTER_CLOSE_MS,
    )
    return () => window.clearTimeout(timer)
  }, [open, isSubmitSuccessful, form, setOpen])

  const onSubmit = form.handleSubmit(async (values, event) => {
    const result = await postForm(
      STORY_ENDPOINT,
      { ...values, [HONEYPOT_FIELD]: readHoneypot(event?.target) },
      { failure: STORY_MESSAGES.storyFailure },
    )
    if (result.ok) {
      toast.success(STORY_MESSAGES.storySuccessTitle, { description: STORY_MESSAGES.storySuccess })
      return
    }
    if (applyFieldErrors(form.setError, result, FIELD_NAMES)) {
      form.setError('root.server', { type: 'server', message: result.error })
      return
    }
    const description = result.status === 429 ? result.error : STORY_MESSAGES.storyFailure
    form.setError('root.server', {
      type: result.status === 0 ? 'network' : String(result.status),
      message: description,
    })
    toast.error(STORY_MESSAGES.somethingWentWrong, { description })
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent size="sm" onCloseAutoFocus={returnFocus}>
        {isSubmitSuccessful ? (
          <div className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="status">
            <CheckCircle2Icon className="size-12 text-burnt" aria-hidden="true" />
            <DialogTitle>{STORY_MESSAGES.storyThankYou}</DialogTitle>
            <DialogDescription className="text-base">
              We&apos;ve received your details and will be in touch soon to book your interview.
            </DialogDescription>
          </div>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Share Your Story</DialogTitle>
              <DialogDescription>
                Tell us a little about yourself and we&apos;ll get in touch to book a 30-45 minute interview.
              </DialogDescription>
            </DialogHeader>
            <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-col gap-4 overflow-y-auto px-6 py-5">
              <TextFields fields={FIELDS} form={form} idPrefix={id} />
              <HoneypotField idPrefix={id} />
              <SubmitButton
                pending={isSubmitting}
                pendingLabel={STORY_MESSAGES.submitting}
                variant="primary"
                size="lg"
                className="mt-2 w-full"
              >
                Submit
              </SubmitButton>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
