'use client'

import { PlusIcon, Trash2Icon } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { MAX_VISAS } from '../../logic/inputs'
import { noteText } from '../number-field'
import { moneyIn, type SectionProps, SubHeading } from './context'

/** 6 Miscellaneous & Contingency: visa and permit costs (add, name, remove) and the contingency slider. */
export function MiscFields(props: SectionProps) {
  const money = moneyIn(props.symbol)
  const visas = props.state.visas ?? []
  const read = props.calculation.inputs.visas
  // After adding or removing a line, focus moves to that line's name (or the Add button) once it renders.
  const focusRow = useRef<number | null>(null)
  const rows = useRef<(HTMLInputElement | null)[]>([])
  const addButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (focusRow.current === null) return
    ;(rows.current[focusRow.current] ?? addButton.current)?.focus()
    focusRow.current = null
  })

  const setVisas = (next: typeof visas) => props.setInput('visas', next.length > 0 ? next : null)
  const contingency = props.calculation.inputs.numbers.contingency
  const contingencyDef = props.defs.contingency

  return (
    <>
      <SubHeading>Visa and permit costs</SubHeading>
      {visas.length === 0 ? (
        <p className="text-sm text-mocha-light">None yet. Add a visa, permit or pass you pay for each month.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {visas.map((visa, index) => {
            const note = read[index]?.cost.note
            return (
              <li key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`calc-visa-name-${index}`}>Visa or permit {index + 1}</Label>
                  <Input
                    id={`calc-visa-name-${index}`}
                    ref={(element) => {
                      rows.current[index] = element
                    }}
                    value={visa.name}
                    maxLength={80}
                    placeholder="e.g. Schengen visa"
                    onChange={(event) =>
                      setVisas(visas.map((each, i) => (i === index ? { ...each, name: event.target.value } : each)))
                    }
                  />
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`calc-visa-cost-${index}`}>Cost per month</Label>
                  <div className="relative">
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-mocha-light"
                    >
                      {props.symbol}
                    </span>
                    <Input
                      id={`calc-visa-cost-${index}`}
                      inputMode="decimal"
                      autoComplete="off"
                      className="pl-7"
                      value={visa.cost}
                      aria-invalid={note ? true : undefined}
                      aria-describedby={note ? `calc-visa-cost-${index}-note` : undefined}
                      onChange={(event) =>
                        setVisas(visas.map((each, i) => (i === index ? { ...each, cost: event.target.value } : each)))
                      }
                    />
                  </div>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Remove ${visa.name.trim() || `visa or permit ${index + 1}`}`}
                  onClick={() => {
                    setVisas(visas.filter((_, i) => i !== index))
                    focusRow.current = index > 0 ? index - 1 : -1
                  }}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
                {note ? (
                  <p id={`calc-visa-cost-${index}-note`} className="text-sm font-medium text-amber-800 sm:col-span-3">
                    {noteText(note, 'money', props.symbol)}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      <Button
        ref={addButton}
        type="button"
        variant="outline"
        className="mt-4"
        disabled={visas.length >= MAX_VISAS}
        onClick={() => {
          setVisas([...visas, { name: '', cost: '' }])
          focusRow.current = visas.length
        }}
      >
        <PlusIcon aria-hidden="true" />
        Add a visa or permit
      </Button>

      <SubHeading>Contingency</SubHeading>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor="calc-contingency">Contingency, as a percent of the subtotal</Label>
          <output htmlFor="calc-contingency" className="text-base font-semibold text-mocha">
            {contingency.value}% = {money(props.calculation.breakdown.contingencyCost)}
          </output>
        </div>
        <input
          id="calc-contingency"
          type="range"
          min={contingencyDef.min}
          max={contingencyDef.max}
          step={contingencyDef.step}
          value={contingency.value}
          aria-valuetext={`${contingency.value}%`}
          aria-describedby={contingency.note ? 'calc-contingency-note' : undefined}
          onChange={(event) => props.setInput('contingency', event.target.value)}
          className="h-11 w-full accent-burnt"
        />
        <p className="flex justify-between text-xs text-mocha-light" aria-hidden="true">
          <span>{contingencyDef.min}%</span>
          <span>{contingencyDef.max}%</span>
        </p>
        {contingency.note ? (
          <p id="calc-contingency-note" className="text-sm font-medium text-amber-800">
            {noteText(contingency.note, 'percent', props.symbol)}
          </p>
        ) : null}
      </div>
    </>
  )
}
