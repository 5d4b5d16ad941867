/** What a fuel price refresh did, in one message for staff (the admin's button, the job's output). Pure. */
import type { RefreshOutcome } from './refresh'

const REGION_NAMES = { usa: 'US', uk: 'UK' } as const

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

export function describeRefresh(outcome: RefreshOutcome): string {
  const parts: string[] = []
  if (outcome.updated.length > 0) {
    const list = outcome.updated
      .map((update) => `${REGION_NAMES[update.region]} ${update.fuelType} ${update.price} per ${update.unit}`)
      .join(', ')
    parts.push(`Updated ${plural(outcome.updated.length, 'price', 'prices')}: ${list}.`)
  } else {
    parts.push('No price changed.')
  }
  if (outcome.unchanged.length > 0)
    parts.push(`${plural(outcome.unchanged.length, 'price was', 'prices were')} already current.`)
  const sources = [...new Set(outcome.failures.map((failure) => failure.source))]
  if (sources.length > 0) {
    parts.push(
      `${plural(sources.length, 'source', 'sources')} failed (${sources.join(', ')}); their prices were left as they were.`,
    )
  }
  for (const skip of outcome.skipped) parts.push(`${REGION_NAMES[skip.region]} prices skipped: ${skip.reason}.`)
  return parts.join(' ')
}
