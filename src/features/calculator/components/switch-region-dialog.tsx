'use client'

/** The "Switch Region" confirmation (SPEC §2), loaded on first use by RegionPicker. */
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

export type SwitchRegionDialogProps = {
  open: boolean
  /** The region the visitor asked for, by its label. */
  to: string
  onCancel: () => void
  onProceed: () => void
  /** Where focus goes when the dialog closes: the region button that opened it (there is no Radix trigger). */
  returnFocusTo: () => HTMLElement | null
}

export function SwitchRegionDialog({ open, to, onCancel, onProceed, returnFocusTo }: SwitchRegionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent
        size="sm"
        showCloseButton={false}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo()?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>Switch Region</DialogTitle>
          <DialogDescription>
            Switching to {to} starts the calculator over with its prices: every value you entered is cleared.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" onClick={onProceed}>
            Proceed
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
