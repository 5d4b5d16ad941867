import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isDraftOrVersionId, parseExportLine, readExportLines } from './parse'

const story = {
  _id: 'story-1',
  _type: 'story',
  slug: { current: 'a-story' },
  title: 'A story',
  excerpt: 'An excerpt.',
  featuredImage: 'images/a.jpg',
  author: { name: 'Sam' },
  content: '<p>Hi</p>',
}

const parse = (value: unknown, line = 1) => parseExportLine({ line, text: JSON.stringify(value) })

describe('readExportLines', () => {
  it('streams the non-blank lines with their numbers', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'import-parse-'))
    const file = path.join(dir, 'export.ndjson')
    await writeFile(file, '{"a":1}\n\n  \r\n{"b":2}\r\n{"c":3}')
    const lines = []
    for await (const line of readExportLines(file)) lines.push(line)
    expect(lines).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 4, text: '{"b":2}' },
      { line: 5, text: '{"c":3}' },
    ])
  })
})

describe('parseExportLine', () => {
  it('reports invalid JSON with its line number', () => {
    expect(parseExportLine({ line: 7, text: '{"_type": "story",' })).toEqual({
      status: 'failed',
      line: 7,
      kind: 'other',
      message: 'line 7: document: expected one JSON object per line, found text that is not valid JSON',
    })
  })

  it('skips unknown types, system documents, drafts and versions', () => {
    expect(parse({ _id: 'x', _type: 'sanity.imageAsset' })).toMatchObject({ status: 'skipped', kind: 'other' })
    expect(parse({ _id: 'x', _type: 'category' })).toMatchObject({ status: 'skipped', kind: 'other' })
    expect(parse({ ...story, _id: 'drafts.story-1' })).toMatchObject({ status: 'skipped', kind: 'story' })
    expect(parse({ ...story, _id: 'versions.abc.story-1' })).toMatchObject({ status: 'skipped', kind: 'story' })
    expect(isDraftOrVersionId('story-1')).toBe(false)
  })

  it('applies the story defaults (solo, van, not HTML) and reads {current} slugs', () => {
    const parsed = parse(story)
    expect(parsed.status).toBe('ok')
    if (parsed.status !== 'ok' || parsed.kind !== 'story') return
    expect(parsed.doc).toMatchObject({ slug: 'a-story', vanlifeType: 'solo', rigType: 'van', isHtml: false })
    expect(parsed.doc.author.socialLinks).toEqual([])
  })

  it('falls back to the defaults for unknown vanlifeType and rigType', () => {
    const parsed = parse({ ...story, vanlifeType: 'pirates', rigType: 'boat' })
    expect(parsed).toMatchObject({ status: 'ok', doc: { vanlifeType: 'solo', rigType: 'van' } })
  })

  it('keeps portable-text content as given and turns numeric setup values into text', () => {
    const blocks = [{ _type: 'block', children: [{ _type: 'span', text: 'Hi' }] }]
    const parsed = parse({
      ...story,
      content: blocks,
      vanSetup: { vehicleYear: 2004, specifications: [{ label: 'Sleeps', value: 8 }] },
    })
    expect(parsed).toMatchObject({
      status: 'ok',
      doc: { content: blocks, vanSetup: { vehicleYear: '2004', amenities: [], specifications: [{ value: '8' }] } },
    })
  })

  it('defaults an article author to "default-author"', () => {
    const { author: _author, ...rest } = story
    void _author
    expect(parse({ ...rest, _type: 'article' })).toMatchObject({ status: 'ok', doc: { authorId: 'default-author' } })
    expect(parse({ ...rest, _type: 'article', authorId: 'author-sam' })).toMatchObject({
      doc: { authorId: 'author-sam' },
    })
  })

  it('reports validation failures with the line, type, id and field', () => {
    const { title: _title, ...untitled } = story
    void _title
    const parsed = parse(untitled, 12)
    expect(parsed.status).toBe('failed')
    if (parsed.status !== 'failed') return
    expect(parsed.message).toBe('line 12: story story-1: title: expected text, found nothing')
    expect(parse({ ...story, content: 42 })).toMatchObject({ status: 'failed' })
    expect(parse({ ...story, content: [] })).toMatchObject({ status: 'failed' })
    expect(parse({ ...story, author: undefined })).toMatchObject({ status: 'failed' })
  })

  it('accepts author profiles', () => {
    expect(parse({ _id: 'author-sam', _type: 'author', name: 'Sam' })).toMatchObject({
      status: 'ok',
      kind: 'author',
      doc: { _id: 'author-sam', name: 'Sam', socialLinks: [] },
    })
  })
})

describe('required text fields', () => {
  it('tell missing from mistyped values', () => {
    const title = (value: unknown) =>
      parseExportLine({
        line: 1,
        text: JSON.stringify({ _id: 'a', _type: 'author', name: value }),
      })
    expect(title(undefined)).toMatchObject({ message: 'line 1: author a: name: expected text, found nothing' })
    expect(title('  ')).toMatchObject({
      message: 'line 1: author a: name: expected text that is not blank, found blank text',
    })
    expect(title(42)).toMatchObject({ message: 'line 1: author a: name: expected text, found number 42' })
  })
})

describe('featured images', () => {
  it('are optional: a post without one (or with null) is read', () => {
    const { featuredImage: _image, ...withoutImage } = story
    void _image
    for (const parsed of [parse(withoutImage), parse({ ...story, featuredImage: null })]) {
      expect(parsed.status).toBe('ok')
      if (parsed.status === 'ok') expect(parsed.doc).not.toHaveProperty('featuredImage', expect.anything())
    }
    expect(parse({ ...withoutImage, _type: 'article' })).toMatchObject({ status: 'ok', kind: 'article' })
  })

  it('refuse what is not an image reference, saying what was expected and found', () => {
    expect(parse({ ...story, featuredImage: 42 })).toMatchObject({
      status: 'failed',
      message:
        'line 1: story story-1: featuredImage: expected an image: a URL, a path relative to the export, or an object with asset.url, found number 42',
    })
  })
})

describe('refusals', () => {
  it('name the field, what was expected and what was found', () => {
    expect(parse({ ...story, content: [] })).toMatchObject({
      message:
        'line 1: story story-1: content: expected an HTML string or a non-empty list of portable-text blocks, found an empty list',
    })
    expect(parse({ ...story, author: 'Sam' })).toMatchObject({
      message: 'line 1: story story-1: author: expected an object, found "Sam"',
    })
    expect(parse({ ...story, isHtml: 'yes' })).toMatchObject({
      message: 'line 1: story story-1: isHtml: expected true or false, found "yes"',
    })
    expect(parse({ ...story, author: { name: 'Sam', socialLinks: [{ platform: 'x' }] } })).toMatchObject({
      message: 'line 1: story story-1: author.socialLinks.0.url: expected text, found nothing',
    })
  })
})
