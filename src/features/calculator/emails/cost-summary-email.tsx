/**
 * The cost summary a visitor has emailed to themselves (SPEC §7 send-cost-summary): a greeting, the
 * monthly and yearly totals, one table per numbered section (its lines and total), the totals, the
 * once-off costs when there are any, the fuel price used, and a link that reopens the calculator
 * with the same inputs; and, when the address is on the built-in newsletter list, its unsubscribe
 * link. Every amount is the server's own (src/features/calculator/server).
 */
import { Heading, Link, Section, Text } from '@react-email/components'
import type { CSSProperties, ReactNode } from 'react'

import { EmailButton } from '@/components/email/button'
import { EmailLayout } from '@/components/email/email-layout'
import { emailTheme as t } from '@/components/email/theme'

import type { CostBreakdown } from '../logic/formulas'
import { type Cents, formatMoney } from '../logic/money'
import { summarySections } from '../logic/sections'
import { describeFuelPrice, type FuelPriceUsed } from '../summary'

export type CostSummaryEmailProps = {
  productName: string
  siteUrl: string
  /** The name the visitor gave. */
  name: string
  /** The region as a sentence names it: "the USA", "Europe" (summary.ts regionInSentence). */
  regionName: string
  currencySymbol: string
  breakdown: CostBreakdown
  fuelPrice: FuelPriceUsed
  /** The calculator with the same region and inputs in its address. */
  calculationUrl: string
  /**
   * The address's newsletter unsubscribe link, when it is on the built-in list (subscribed by this
   * reveal or before); none otherwise.
   */
  unsubscribeUrl?: string | null
}

export const costSummarySubject = (regionName: string) => `Your vanlife cost summary for ${regionName}`

const paragraph = { fontSize: '15px', lineHeight: '22px', margin: '0 0 16px' } as const
const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', margin: '0 0 20px' }
const caption: CSSProperties = {
  textAlign: 'left',
  fontFamily: t.serif,
  fontWeight: 400,
  fontSize: '18px',
  color: t.mocha,
  padding: '0 0 6px',
}
const cell: CSSProperties = {
  fontSize: '14px',
  lineHeight: '20px',
  padding: '6px 0',
  borderBottom: `1px solid ${t.border}`,
}
const amount: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '12px' }
const strong: CSSProperties = { fontWeight: 600, borderBottom: 'none' }

function CostTable({
  title,
  rows,
  total,
  symbol,
}: {
  title: ReactNode
  rows: { label: string; cost: Cents }[]
  total?: { label: string; cost: Cents }
  symbol: string
}) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={table}>
      <caption style={caption}>{title}</caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.label}-${index}`}>
            <td style={cell}>{row.label}</td>
            <td style={amount}>{formatMoney(row.cost, symbol)}</td>
          </tr>
        ))}
        {total ? (
          <tr>
            <td style={{ ...cell, ...strong }}>{total.label}</td>
            <td style={{ ...amount, ...strong }}>{formatMoney(total.cost, symbol)}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  )
}

export function CostSummaryEmail({
  productName,
  siteUrl,
  name,
  regionName,
  currencySymbol: symbol,
  breakdown,
  fuelPrice,
  calculationUrl,
  unsubscribeUrl,
}: CostSummaryEmailProps) {
  const monthly = formatMoney(breakdown.totalMonthlyCost, symbol)
  const { onceOff } = breakdown
  return (
    <EmailLayout
      productName={productName}
      siteUrl={siteUrl}
      preview={`Your vanlife costs in ${regionName}: ${monthly} a month`}
      unsubscribeUrl={unsubscribeUrl ?? undefined}
    >
      <Heading
        as="h2"
        style={{ fontFamily: t.serif, fontWeight: 400, fontSize: '22px', color: t.mocha, margin: '0 0 8px' }}
      >
        Your vanlife cost summary
      </Heading>
      <Text style={{ ...paragraph, margin: '0 0 12px' }}>{`Hi ${name.trim()},`}</Text>
      <Text style={paragraph}>
        {`Here is the monthly budget you worked out for ${regionName} with the ${productName} cost calculator.`}
      </Text>

      <Section
        style={{
          backgroundColor: t.cream,
          borderRadius: '8px',
          padding: '16px',
          margin: '0 0 24px',
          textAlign: 'center',
        }}
      >
        <Text style={{ fontSize: '13px', color: t.muted, margin: 0 }}>Monthly total</Text>
        <Text style={{ fontFamily: t.serif, fontSize: '30px', lineHeight: '36px', color: t.accent, margin: '4px 0' }}>
          {monthly}
        </Text>
        <Text style={{ fontSize: '13px', color: t.muted, margin: 0 }}>
          {`${formatMoney(breakdown.totalYearlyCost, symbol)} a year`}
        </Text>
      </Section>

      {summarySections(breakdown).map((section) => (
        <CostTable
          key={section.id}
          title={`${section.number}. ${section.title}`}
          rows={section.rows}
          total={{ label: 'Section total', cost: section.total }}
          symbol={symbol}
        />
      ))}

      <CostTable
        title="Totals"
        rows={[
          { label: 'Subtotal', cost: breakdown.subtotalCost },
          { label: `Contingency (${breakdown.misc.contingencyPercentage}%)`, cost: breakdown.contingencyCost },
          { label: 'Monthly total', cost: breakdown.totalMonthlyCost },
        ]}
        total={{ label: 'Yearly total', cost: breakdown.totalYearlyCost }}
        symbol={symbol}
      />

      {onceOff.items.length > 0 ? (
        <CostTable
          title="Once-off costs"
          rows={onceOff.items.map(({ name: label, cost }) => ({ label, cost }))}
          total={{ label: 'Once-off total', cost: onceOff.total }}
          symbol={symbol}
        />
      ) : null}

      <Text style={{ fontSize: '14px', lineHeight: '20px', margin: '0 0 20px' }}>
        {`Fuel price used: ${describeFuelPrice(fuelPrice, symbol)} (${fuelPrice.label}).`}
      </Text>

      <Section style={{ margin: '8px 0 20px' }}>
        <EmailButton href={calculationUrl}>Open your calculation</EmailButton>
      </Section>
      <Text style={{ fontSize: '13px', lineHeight: '20px', color: t.muted, margin: '0 0 8px' }}>
        Or paste this link into your browser:{' '}
        <Link href={calculationUrl} style={{ color: t.muted, textDecoration: 'underline', wordBreak: 'break-all' }}>
          {calculationUrl}
        </Link>
      </Text>
      <Text style={{ fontSize: '13px', lineHeight: '20px', color: t.muted, margin: 0 }}>
        These figures are estimates from what you entered and our regional cost data; your own costs on the road will
        vary. You received this email because you asked the calculator to send you your summary.
      </Text>
      {unsubscribeUrl ? (
        <Text style={{ fontSize: '13px', lineHeight: '20px', color: t.muted, margin: '8px 0 0' }}>
          {`Don't want the ${productName} weekly newsletter? `}
          <Link href={unsubscribeUrl} style={{ color: t.muted, textDecoration: 'underline' }}>
            Unsubscribe from the newsletter
          </Link>
          {' at any time.'}
        </Text>
      ) : null}
    </EmailLayout>
  )
}
