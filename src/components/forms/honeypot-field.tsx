import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'

/** The honeypot input every public form renders (HONEYPOT_FIELD); people never see it. */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}

/** The honeypot is not part of the schemas: read it straight from the submitted form. */
export function readHoneypot(target: EventTarget | null | undefined): string {
  const form = target instanceof HTMLFormElement ? target : null
  const value = form ? new FormData(form).get(HONEYPOT_FIELD) : null
  return typeof value === 'string' ? value : ''
}
