'use client'

/**
 * The order page's read-only summary (collections/Orders.ts `totals`): each item (name, size,
 * quantity, unit price, line total) and the subtotal, shipping, tax and total, in dollars. The
 * stored amounts are integer cents, which the number fields below show as they are.
 */
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { FormState, UIFieldClientComponent } from 'payload'
import type { CSSProperties } from 'react'

import { formatCents } from '../logic/money'

type Line = { name: string; size: string; quantity: number; unitPrice: number; totalPrice: number }
type Amounts = { subtotal: number; shipping: number; tax: number; total: number }
type SavedOrder = {
  items?: { productName?: unknown; size?: unknown; quantity?: unknown; unitPrice?: unknown; totalPrice?: unknown }[]
} & Partial<Record<keyof Amounts, unknown>>

const AMOUNTS = ['subtotal', 'shipping', 'tax', 'total'] as const

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** The items as the form holds them (`items.0.productName`, …); null when the form has none. */
function formLines(fields: FormState): Line[] | null {
  const items = fields.items
  if (!items) return null
  const count = items.rows?.length ?? (typeof items.value === 'number' ? items.value : 0)
  if (count === 0) return null
  return Array.from({ length: count }, (_, index) => {
    const value = (name: string) => fields[`items.${index}.${name}`]?.value
    return {
      name: str(value('productName')),
      size: str(value('size')),
      quantity: num(value('quantity')),
      unitPrice: num(value('unitPrice')),
      totalPrice: num(value('totalPrice')),
    }
  })
}

function savedLines(saved: SavedOrder | undefined): Line[] {
  return (saved?.items ?? []).map((item) => ({
    name: str(item.productName),
    size: str(item.size),
    quantity: num(item.quantity),
    unitPrice: num(item.unitPrice),
    totalPrice: num(item.totalPrice),
  }))
}

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', margin: '0 0 var(--base)' }
const caption: CSSProperties = { textAlign: 'left', fontWeight: 600, padding: '0 0 calc(var(--base) / 2)' }
const headCell: CSSProperties = {
  textAlign: 'left',
  fontWeight: 400,
  color: 'var(--theme-elevation-500)',
  padding: '6px 8px 6px 0',
  borderBottom: '1px solid var(--theme-elevation-150)',
}
const cell: CSSProperties = { padding: '8px 8px 8px 0', borderBottom: '1px solid var(--theme-elevation-100)' }
const right: CSSProperties = { textAlign: 'right', whiteSpace: 'nowrap' }
const bold: CSSProperties = { fontWeight: 600, borderBottom: 'none' }

export const OrderTotals: UIFieldClientComponent = () => {
  const { savedDocumentData } = useDocumentInfo()
  const fields = useFormFields(([state]) => state)
  const saved = savedDocumentData as SavedOrder | undefined

  const lines = formLines(fields) ?? savedLines(saved)
  const amounts = Object.fromEntries(
    AMOUNTS.map((name) => [name, num(fields[name]?.value ?? saved?.[name])]),
  ) as Amounts

  if (lines.length === 0) return null

  return (
    <div className="field-type" style={{ marginBottom: 'calc(var(--base) * 1.5)', overflowX: 'auto' }}>
      <table style={table}>
        <caption style={caption}>Order summary (USD)</caption>
        <thead>
          <tr>
            <th scope="col" style={headCell}>
              Item
            </th>
            <th scope="col" style={headCell}>
              Size
            </th>
            <th scope="col" style={{ ...headCell, ...right }}>
              Qty
            </th>
            <th scope="col" style={{ ...headCell, ...right }}>
              Unit
            </th>
            <th scope="col" style={{ ...headCell, ...right }}>
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.name}-${line.size}-${index}`}>
              <td style={cell}>{line.name || '—'}</td>
              <td style={cell}>{line.size || '—'}</td>
              <td style={{ ...cell, ...right }}>{line.quantity}</td>
              <td style={{ ...cell, ...right }}>{formatCents(line.unitPrice)}</td>
              <td style={{ ...cell, ...right }}>{formatCents(line.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} style={{ ...cell, ...right, fontWeight: 400 }}>
              Subtotal
            </th>
            <td style={{ ...cell, ...right }}>{formatCents(amounts.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4} style={{ ...cell, ...right, fontWeight: 400 }}>
              Shipping
            </th>
            <td style={{ ...cell, ...right }}>{amounts.shipping > 0 ? formatCents(amounts.shipping) : 'Free'}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4} style={{ ...cell, ...right, fontWeight: 400 }}>
              Tax
            </th>
            <td style={{ ...cell, ...right }}>{formatCents(amounts.tax)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4} style={{ ...cell, ...right, ...bold }}>
              Total
            </th>
            <td style={{ ...cell, ...right, ...bold }}>{formatCents(amounts.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
