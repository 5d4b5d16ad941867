import { OpenDialogButton, type OpenDialogButtonProps } from '@/components/site/open-dialog-button'

/** A button that opens the story-submission dialog (through the window event). */
export function OpenStoryDialogButton(props: Omit<OpenDialogButtonProps, 'dialog'>) {
  return <OpenDialogButton dialog="story" {...props} />
}
