/**
 * Checks a REST `where` query before Payload turns it into SQL. Payload checks that paths exist
 * and may be read (and answers 400 when not), but passes the values through: `notadate` for a
 * date, `abc` for an id, an object where a value belongs, `near` on a text field all reach the
 * database driver, which throws, and Payload answers 500. Here each condition is held against
 * its field's type: the operators Payload's own filter UI offers for that type
 * (@payloadcms/ui WhereBuilder/field-types) and values the column can hold. Paths this module
 * cannot resolve (versions, polymorphic relationships, blocks, JSON paths) get only the checks
 * that hold for any field; Payload still validates their paths.
 */
import type { FlattenedField, SanitizedConfig } from 'payload'
import { validOperatorSet } from 'payload/shared'

import { collectionIdType, type IdType, isWellFormedId } from './ids'
import { containsNul } from './data'
import { isRecord } from '../query-string'

export interface WhereContext {
  config: SanitizedConfig
  /** The queried collection's fields and id type; undefined: no field-aware checks (globals). */
  collection?: { fields: FlattenedField[]; idType: IdType }
}

type Target = { kind: 'id'; idType: IdType } | { kind: 'field'; field: FlattenedField } | { kind: 'unknown' }

/** Nesting of and/or this deep is garbage, not a query (qs-esm parses at most 10 levels anyway). */
const MAX_NESTING = 8
const EARLIEST_YEAR = 1
const LATEST_YEAR = 9999

const EQUALITY = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const ORDERING = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT_MATCH = ['like', 'not_like', 'contains']

/**
 * Operators per field type: Payload's filter UI's, plus orderings on text (SQL compares text
 * too) and `like` on ids, numbers and relationships (the admin's relationship search sends it
 * for collections titled by id; Payload turns it into `equals`).
 */
const OPERATORS: Record<string, ReadonlySet<string>> = {
  id: new Set([...EQUALITY, ...ORDERING, 'like']),
  text: new Set([...EQUALITY, ...ORDERING, ...TEXT_MATCH]),
  textarea: new Set([...EQUALITY, ...ORDERING, ...TEXT_MATCH]),
  code: new Set([...EQUALITY, ...ORDERING, ...TEXT_MATCH]),
  email: new Set([...EQUALITY, ...ORDERING, ...TEXT_MATCH]),
  select: new Set(EQUALITY),
  radio: new Set(EQUALITY),
  number: new Set([...EQUALITY, ...ORDERING, 'like']),
  date: new Set([...EQUALITY, ...ORDERING]),
  checkbox: new Set(['equals', 'not_equals', 'exists']),
  relationship: new Set([...EQUALITY, 'like']),
  upload: new Set([...EQUALITY, 'like']),
  point: new Set(['equals', 'not_equals', 'exists', 'near', 'within', 'intersects']),
  json: new Set(['exists']),
  richText: new Set(['exists']),
}

/** A key or path as it may be shown back: printable, short. */
function shown(text: string): string {
  const printable = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?')
  return printable.length > 64 ? `${printable.slice(0, 61)}...` : printable
}

function resolve(path: string, context: WhereContext): Target {
  if (!context.collection) return { kind: 'unknown' }
  const segments = path.replace(/__/g, '.').split('.')
  let fields: FlattenedField[] = context.collection.fields
  // The id type of the documents `fields` belong to; undefined inside groups and arrays.
  let idType: IdType | undefined = context.collection.idType
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index]
    const last = index === segments.length - 1
    if (segment === 'id' && last) return idType ? { kind: 'id', idType } : { kind: 'unknown' }
    const field = fields.find((each) => 'name' in each && each.name === segment)
    if (!field) return { kind: 'unknown' }
    if (last) return { kind: 'field', field }
    if ('flattenedFields' in field) {
      fields = field.flattenedFields
      idType = undefined
      continue
    }
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      const related = context.config.collections.find((collection) => collection.slug === field.relationTo)
      if (!related) return { kind: 'unknown' }
      // relation.id is the relationship itself.
      if (segments[index + 1] === 'id' && index + 1 === segments.length - 1) return { kind: 'field', field }
      fields = related.flattenedFields
      idType = collectionIdType(context.config, related)
      continue
    }
    return { kind: 'unknown' }
  }
  return { kind: 'unknown' }
}

function isScalar(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value)
}

function isDateValue(value: unknown): boolean {
  if (value === null || value === '' || value === 'null') return true
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const date = new Date(value)
  const year = date.getUTCFullYear()
  return !Number.isNaN(date.getTime()) && year >= EARLIEST_YEAR && year <= LATEST_YEAR
}

function isNumberValue(value: unknown): boolean {
  if (value === null || value === 'null') return true
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
}

function optionValues(field: FlattenedField): string[] {
  if (field.type !== 'select' && field.type !== 'radio') return []
  return field.options.map((option) => (typeof option === 'string' ? option : option.value))
}

function relationIdTypes(field: FlattenedField, context: WhereContext): IdType[] {
  if (field.type !== 'relationship' && field.type !== 'upload') return []
  const slugs = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
  return slugs.map((slug) =>
    collectionIdType(
      context.config,
      context.config.collections.find((collection) => collection.slug === slug),
    ),
  )
}

/** Whether one value (of an equals, an ordering, or one element of an in list) fits the target. */
function isValueFor(target: Target, value: unknown, context: WhereContext): boolean {
  if (target.kind === 'unknown') return isScalar(value)
  if (target.kind === 'id') return value === null || value === 'null' || isWellFormedId(value, target.idType)
  const { field } = target
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'code':
    case 'email':
      return value === null || typeof value === 'string' || typeof value === 'number'
    case 'select':
    case 'radio':
      return value === null || (typeof value === 'string' && optionValues(field).includes(value))
    case 'number':
      return isNumberValue(value)
    case 'date':
      return isDateValue(value)
    case 'checkbox':
      return value === null || value === true || value === false || /^(true|false)$/i.test(String(value))
    case 'relationship':
    case 'upload': {
      if (value === null || value === 'null') return true
      if (isRecord(value) && Array.isArray(field.relationTo)) {
        const { relationTo, value: id } = value as { relationTo?: unknown; value?: unknown }
        const collection = context.config.collections.find((each) => each.slug === relationTo)
        return Boolean(collection) && isWellFormedId(id, collectionIdType(context.config, collection))
      }
      return relationIdTypes(field, context).every((idType) => isWellFormedId(value, idType))
    }
    default:
      return isScalar(value)
  }
}

/** `{ relationTo, value }`, the way a polymorphic relationship is queried. */
function isRelationValue(value: unknown): boolean {
  return (
    isRecord(value) &&
    Object.keys(value).every((key) => key === 'relationTo' || key === 'value') &&
    typeof value.relationTo === 'string' &&
    isScalar(value.value)
  )
}

/** The elements of an `in`/`not_in` value: an array, or a comma-separated string as Payload splits it. */
function listElements(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(',').map((each) => each.trim())
  if (typeof value === 'number') return [value]
  return undefined
}

function hasMany(target: Target): boolean {
  return target.kind === 'field' && 'hasMany' in target.field && target.field.hasMany === true
}

function conditionProblem(
  path: string,
  shownPath: string,
  operator: string,
  value: unknown,
  context: WhereContext,
): string | null {
  const at = `${shownPath}[${shown(operator)}]`
  if (!validOperatorSet.has(operator as never)) return `${at}: unknown operator`
  if (operator === 'all') return `${at}: "all" is not supported by this database`
  if (containsNul(value)) return `${at}: text cannot hold the NUL character`
  const target = resolve(path, context)
  const type = target.kind === 'id' ? 'id' : target.kind === 'field' ? target.field.type : undefined
  const allowed = type ? OPERATORS[type] : undefined
  const many = hasMany(target)
  if (target.kind === 'field' && target.field.type === 'relationship' && Array.isArray(target.field.relationTo)) {
    // Polymorphic: Payload's SQL adapters query it only as { relationTo, value } with equals,
    // or through its .value and .relationTo paths.
    return operator === 'equals' && isRecord(value) && isValueFor(target, value, context)
      ? null
      : `${at}: use ${shown(path)}.value, ${shown(path)}.relationTo, or equals with relationTo and value`
  }
  if (allowed && !allowed.has(operator) && !(operator === 'contains' && many)) {
    return `${at}: not an operator for a ${type} field`
  }
  if (!allowed && type && ['near', 'within', 'intersects'].includes(operator)) {
    return `${at}: only for point fields`
  }
  switch (operator) {
    case 'exists':
      return value === true || value === false || value === 'true' || value === 'false'
        ? null
        : `${at}: use true or false`
    case 'in':
    case 'not_in': {
      const elements = listElements(value)
      if (!elements) return `${at}: use a list of values`
      return elements.every((element) => isValueFor(target, element, context)) ? null : `${at}: a value does not fit`
    }
    case 'near':
      return typeof value === 'string' && value.split(',').every((part) => isNumberValue(part))
        ? null
        : `${at}: use longitude,latitude[,maxDistance[,minDistance]]`
    case 'within':
    case 'intersects':
      return isRecord(value) ? null : `${at}: use a GeoJSON object`
    case 'like':
    case 'not_like': {
      if (typeof value !== 'string') return `${at}: use text`
      // On ids, numbers and relationships Payload runs `like` as `equals`: the value must fit.
      const runsAsEquals = type === 'id' || type === 'number' || type === 'relationship' || type === 'upload'
      return !runsAsEquals || isValueFor(target, value, context) ? null : `${at}: the value does not fit the field`
    }
    case 'contains':
      if (many && target.kind === 'field' && ['relationship', 'upload'].includes(target.field.type)) {
        // A nested query on the related documents, or one of their ids; Payload checks the former.
        return isRecord(value) || isValueFor(target, value, context) ? null : `${at}: a value does not fit`
      }
      if (many && Array.isArray(value)) {
        return value.every((element) => isValueFor(target, element, context)) ? null : `${at}: a value does not fit`
      }
      if (many) return isValueFor(target, value, context) ? null : `${at}: a value does not fit`
      return typeof value === 'string' || typeof value === 'number' ? null : `${at}: use text`
    default:
      // equals, not_equals and the orderings: one value.
      if (target.kind === 'unknown' && ['equals', 'not_equals'].includes(operator) && isRelationValue(value)) {
        return null // { relationTo, value } of a polymorphic relationship; Payload checks it
      }
      return isValueFor(target, value, context) ? null : `${at}: the value does not fit the field`
  }
}

/**
 * The first problem of `where` (as `where[path][operator]: what is wrong`), or null when every
 * condition can be run.
 */
export function whereProblem(where: unknown, context: WhereContext, prefix = 'where', nesting = 0): string | null {
  if (nesting > MAX_NESTING) return `${prefix}: nested too deeply`
  if (!isRecord(where)) return `${prefix}: use conditions such as ${prefix}[field][equals]=value`
  for (const [key, constraint] of Object.entries(where as Record<string, unknown>)) {
    const at = `${prefix}[${shown(key)}]`
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(constraint)) return `${at}: use a list of conditions`
      for (const [index, item] of constraint.entries()) {
        const problem = whereProblem(item, context, `${at}[${index}]`, nesting + 1)
        if (problem) return problem
      }
      continue
    }
    if (!isRecord(constraint)) return `${at}: use an operator, such as ${at}[equals]=value`
    for (const [operator, value] of Object.entries(constraint as Record<string, unknown>)) {
      const problem = conditionProblem(key, at, operator, value, context)
      if (problem) return problem
    }
  }
  return null
}
