import { Button, type ButtonProps } from '@/components/ui/button'
import { OPENS_DIALOG_ATTRIBUTE, type SiteDialog } from '@/lib/site-events'

export type OpenDialogButtonProps = Omit<ButtonProps, 'asChild' | 'onClick'> & {
  /** Which site dialog the button opens (through its window event, src/lib/site-events.ts). */
  dialog: SiteDialog
}

/**
 * A button that opens one of the site's dialogs (subscribe, story submission) from anywhere,
 * without importing the dialog. Plain markup, no JavaScript of its own (a server component):
 * `data-opens-dialog` names the dialog, and the dialog's loader (siteDialogLoader), which listens
 * for clicks on the document, dispatches the dialog's window event. Hovering or focusing it
 * prefetches the dialog.
 */
export function OpenDialogButton({ dialog, ...props }: OpenDialogButtonProps) {
  return <Button type="button" aria-haspopup="dialog" {...{ [OPENS_DIALOG_ATTRIBUTE]: dialog }} {...props} />
}
