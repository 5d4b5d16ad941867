import { MailIcon } from 'lucide-react'

import { OpenDialogButton, type OpenDialogButtonProps } from '@/components/site/open-dialog-button'

type Props = Omit<OpenDialogButtonProps, 'dialog'>

/** Desktop header text button that opens the subscribe dialog. */
export function SubscribeButton({ children = 'Subscribe', ...props }: Props) {
  return (
    <OpenDialogButton dialog="subscribe" variant="primary" size="sm" {...props}>
      {children}
    </OpenDialogButton>
  )
}

/** Mobile header icon-only button that opens the subscribe dialog. */
export function SubscribeIconButton(props: Omit<Props, 'children'>) {
  return (
    <OpenDialogButton dialog="subscribe" variant="primary" size="icon-sm" aria-label="Subscribe" {...props}>
      <MailIcon aria-hidden="true" />
    </OpenDialogButton>
  )
}
