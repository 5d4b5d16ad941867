import type { FlattenedField, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { type WhereContext, whereProblem } from './where'

const authorFields = [{ name: 'name', type: 'text' }] as FlattenedField[]
const postFields = [
  { name: 'title', type: 'text' },
  { name: 'status', type: 'select', options: ['draft', { label: 'Published', value: 'published' }] },
  { name: 'publishDate', type: 'date' },
  { name: 'rating', type: 'number' },
  { name: 'featured', type: 'checkbox' },
  { name: 'author', type: 'relationship', relationTo: 'authors' },
  { name: 'tags', type: 'relationship', relationTo: 'authors', hasMany: true },
  { name: 'document', type: 'relationship', relationTo: ['posts', 'authors'] },
  { name: 'body', type: 'richText' },
  { name: 'meta', type: 'group', flattenedFields: [{ name: 'score', type: 'number' }] },
] as FlattenedField[]

const config = {
  db: { defaultIDType: 'number' },
  collections: [
    { slug: 'posts', flattenedFields: postFields },
    { slug: 'authors', flattenedFields: authorFields },
  ],
} as unknown as SanitizedConfig

const context: WhereContext = { config, collection: { fields: postFields, idType: 'number' } }

describe('whereProblem accepts what clients and the admin send', () => {
  it.each([
    { title: { equals: 'Road' } },
    { title: { like: 'road trip' }, rating: { greater_than: '3' } },
    { status: { in: 'draft,published' } },
    { status: { equals: 'published' }, publishDate: { less_than_equal: '2026-11-23T00:00:00.000Z' } },
    { publishDate: { exists: 'false' } },
    { id: { in: ['1', '2', 3] } },
    { id: { not_in: [] } },
    { id: { like: '12' } },
    { id: { equals: 'null' } },
    { author: { equals: '7' } },
    { author: { in: '1,2' } },
    { 'author.name': { like: 'Ann' } },
    { 'author.id': { equals: '7' } },
    { tags: { contains: '4' } },
    { document: { equals: { relationTo: 'authors', value: '4' } } },
    { 'document.value': { equals: '4' } },
    { 'meta.score': { greater_than_equal: 1.5 } },
    { featured: { equals: 'true' } },
    { body: { exists: true } },
    { or: [{ title: { like: 'a' } }, { and: [{ id: { equals: 1 } }, { rating: { less_than: 10 } }] }] },
    { nowhere: { equals: 'Payload answers for unknown paths' } },
  ])('%j', (where) => {
    expect(whereProblem(where, context)).toBeNull()
  })
})

describe('whereProblem refuses what the database would fail on', () => {
  it.each([
    ['not an object', 'abc', /where: use conditions/],
    ['a field without an operator', { title: 'x' }, /where\[title\]: use an operator/],
    ['an unknown operator', { title: { bogus: 'x' } }, /unknown operator/],
    ['"all" (MongoDB only)', { id: { all: '1' } }, /not supported/],
    ['a date that is not one', { publishDate: { greater_than: 'notadate' } }, /does not fit/],
    ['a date beyond year 9999', { publishDate: { equals: '+275760-09-13' } }, /does not fit/],
    ['a number that is not one', { rating: { equals: 'abc' } }, /does not fit/],
    ['an infinite number', { rating: { equals: '1e309' } }, /does not fit/],
    ['a malformed id', { id: { equals: 'abc' } }, /does not fit/],
    ['an id beyond the serial range', { id: { equals: '99999999999' } }, /does not fit/],
    ['an object in an id list', { id: { in: [{ x: '1' }] } }, /a value does not fit/],
    ['a relationship id that is not one', { author: { equals: 'abc' } }, /does not fit/],
    ['a relationship list with a bad id', { author: { in: '1,abc' } }, /a value does not fit/],
    ['like on a relationship with text', { author: { like: 'abc' } }, /does not fit/],
    ['a select value that is no option', { status: { equals: 'archived' } }, /does not fit/],
    ['like on a select', { status: { like: 'dra' } }, /not an operator for a select/],
    ['a checkbox that is neither', { featured: { equals: 'maybe' } }, /does not fit/],
    ['near on text', { title: { near: '1,2' } }, /not an operator for a text/],
    ['like with an object', { title: { like: { x: 1 } } }, /use text/],
    ['exists with anything but a boolean', { title: { exists: 'maybe' } }, /true or false/],
    ['equals on rich text', { body: { equals: 'x' } }, /not an operator for a richText/],
    ['a polymorphic relationship without relationTo', { document: { equals: '4' } }, /document.value/],
    ['exists on a polymorphic relationship', { document: { exists: true } }, /document.value/],
    ['text holding NUL', { title: { equals: 'a\u0000b' } }, /NUL/],
    ['and that is not a list', { and: { title: { equals: 'x' } } }, /use a list of conditions/],
    ['or holding a value', { or: ['x'] }, /where\[or\]\[0\]: use conditions/],
    ['nesting eight levels deep and more', nest(10), /nested too deeply/],
  ])('%s', (_, where, problem) => {
    expect(whereProblem(where, context)).toMatch(problem)
  })
})

describe('whereProblem without field knowledge (globals, versions)', () => {
  it('checks only what holds for every field', () => {
    const loose: WhereContext = { config }
    expect(whereProblem({ 'version.title': { equals: 'x' } }, loose)).toBeNull()
    expect(whereProblem({ 'version.title': { equals: { x: 1 } } }, loose)).toMatch(/does not fit/)
    expect(whereProblem({ 'version.title': { all: 'x' } }, loose)).toMatch(/not supported/)
  })
})

function nest(levels: number): unknown {
  let where: unknown = { id: { equals: 1 } }
  for (let level = 0; level < levels; level += 1) where = { and: [where] }
  return where
}
