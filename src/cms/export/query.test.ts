import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { exportHref } from './paths'
import { exportSort, listQueryString, listWhere, parseListQuery, parseSort } from './query'

describe('parseListQuery', () => {
  it('reads where, search and sort like Payload REST does', () => {
    const query = parseListQuery('?where[status][equals]=pending&search=ann&sort=-createdAt')
    expect(query).toEqual({
      where: { status: { equals: 'pending' } },
      search: 'ann',
      sort: ['-createdAt'],
    })
  })

  it('reads nested and/or filters', () => {
    const query = parseListQuery(
      'where[or][0][and][0][createdAt][greater_than]=2026-01-01&where[or][0][and][1][status][in][0]=confirmed',
    )
    expect(query.where).toEqual({
      or: [
        {
          and: [{ createdAt: { greater_than: '2026-01-01' } }, { status: { in: ['confirmed'] } }],
        },
      ],
    })
  })

  it('ignores an empty search, a non-object where and a junk sort', () => {
    expect(parseListQuery('search=%20%20&where=1&sort=;drop')).toEqual({
      where: undefined,
      search: undefined,
      sort: undefined,
    })
  })
})

describe('parseSort', () => {
  it('accepts a comma list or an array', () => {
    expect(parseSort('-createdAt,email')).toEqual(['-createdAt', 'email'])
    expect(parseSort(['name', '-id'])).toEqual(['name', '-id'])
    expect(parseSort(undefined)).toBeUndefined()
  })
})

describe('listWhere', () => {
  const collection = {
    admin: { useAsTitle: 'name', listSearchableFields: ['name', 'email'] },
  }

  it('turns the search box into an or of likes on the searchable fields, and-ed with the filters', () => {
    expect(
      listWhere(collection, {
        where: { status: { equals: 'pending' } },
        search: 'ann',
      }),
    ).toEqual({
      and: [{ status: { equals: 'pending' } }, { or: [{ name: { like: 'ann' } }, { email: { like: 'ann' } }] }],
    })
  })

  it('falls back to the title field, and to the filters alone without a search', () => {
    expect(listWhere({ admin: { useAsTitle: 'email' } }, { search: 'x' })).toEqual({ or: [{ email: { like: 'x' } }] })
    expect(listWhere(collection, { where: { a: { equals: 1 } } })).toEqual({
      a: { equals: 1 },
    })
    expect(listWhere(collection, {})).toEqual({})
  })
})

describe('exportSort', () => {
  it('uses the list sort, else the default, else newest first, always ending with id', () => {
    expect(exportSort(['email'], '-createdAt')).toEqual(['email', 'id'])
    expect(exportSort(undefined, '-createdAt')).toEqual(['-createdAt', 'id'])
    expect(exportSort(undefined, undefined)).toEqual(['-createdAt', 'id'])
    expect(exportSort(['-id'], undefined)).toEqual(['-id'])
  })
})

describe('listQueryString and exportHref', () => {
  it('round-trips through parseListQuery', () => {
    const where: Where = {
      and: [{ status: { equals: 'confirmed' } }, { createdAt: { less_than: '2026-11-01' } }],
    }
    const text = listQueryString({
      where,
      search: 'zoë & co',
      sort: '-createdAt',
    })
    expect(text.startsWith('?')).toBe(true)
    expect(parseListQuery(text)).toEqual({
      where,
      search: 'zoë & co',
      sort: ['-createdAt'],
    })
  })

  it('is empty without a query, and builds the endpoint URL', () => {
    expect(listQueryString({})).toBe('')
    expect(exportHref('/api', 'subscribers', { search: 'ann' })).toBe('/api/subscribers/export.csv?search=ann')
  })
})
