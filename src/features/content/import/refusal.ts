/**
 * Refusals of the importer in one shape: "field: expected …, found …", so whoever runs an import
 * can fix the export without reading the code. Pure.
 */
import type { z } from 'zod'

/** What a field must hold, for the fields whose schema is a union (zod can only say "Invalid input"). */
const FIELD_EXPECTATIONS: Readonly<Record<string, string>> = {
  featuredImage: 'an image: a URL, a path relative to the export, or an object with asset.url',
  featuredImagePortrait: 'an image: a URL, a path relative to the export, or an object with asset.url',
  image: 'an image: a URL, a path relative to the export, or an object with asset.url',
  content: 'an HTML string or a non-empty list of portable-text blocks',
  slug: 'a slug as text or as {"current": "…"}',
  vehicleYear: 'a year as a number or text',
  value: 'text or a number',
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
}

const MAX_SHOWN = 40

/** A short, readable description of a value found in the export. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (typeof value === 'string') {
    if (value.trim() === '') return 'blank text'
    const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value
    return JSON.stringify(shown)
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`
  if (typeof value === 'object') {
    const keys = Object.keys(value)
    if (keys.length === 0) return 'an empty object'
    const shown = keys.slice(0, 4).join(', ')
    return `an object with ${shown}${keys.length > 4 ? ', …' : ''}`
  }
  return typeof value
}

/** One refusal line. */
export function refusal(field: string, expected: string, found: string): string {
  return `${field}: expected ${expected}, found ${found}`
}

function expectedOf(issue: z.core.$ZodIssue): string {
  const field = String(issue.path.at(-1) ?? '')
  switch (issue.code) {
    case 'invalid_type':
      return FIELD_EXPECTATIONS[field] ?? TYPE_NAMES[issue.expected] ?? issue.expected
    case 'invalid_union':
      return FIELD_EXPECTATIONS[field] ?? 'one of the accepted shapes'
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'text that is not blank' : `at least ${issue.minimum} characters`
      if (issue.origin === 'array') return FIELD_EXPECTATIONS[field] ?? `a list of at least ${issue.minimum}`
      return `at least ${issue.minimum}`
    case 'invalid_value':
      return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
    default:
      return issue.message
  }
}

/**
 * "title: expected text, found nothing; author.name: expected text that is not blank, found only
 * spaces": the first few issues of a failed parse (made with `reportInput: true`), with paths.
 */
export function describeIssues(error: z.ZodError, max = 5): string {
  const lines = error.issues.slice(0, max).map((issue) => {
    const path = issue.path.map(String).join('.') || 'document'
    return refusal(path, expectedOf(issue), describeFound(issue.input))
  })
  const more = error.issues.length > max ? ` (and ${error.issues.length - max} more)` : ''
  return lines.join('; ') + more
}
