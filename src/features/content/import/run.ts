/**
 * Imports a dataset export of the old content platform (`npm run import:content -- <file>`):
 * authors first, then stories and articles, each created or updated (by old id, else by slug)
 * as published posts. A bad line is reported with its number and skipped; nothing is fatal.
 *
 * Saves pass `context: { disableRevalidate: true }` and nothing else expires the site's cache:
 * a running site shows imported posts within its time-to-live values (SPEC §9: lists 10 min,
 * a post 15 min, a missing slug 2 min).
 */
import path from 'node:path'

import type { CollectionSlug, Payload, Where } from 'payload'

import { describeSaveError } from '@/cms/save-error'

import { createMediaImporter, type FetchImageOptions, type MediaImporter } from './images'
import {
  articleImageSlots,
  authorImageSlots,
  type ImageIds,
  type ImageSlot,
  type Mapped,
  mapArticle,
  mapAuthor,
  mapStory,
  storyImageSlots,
} from './map'
import { type ArticleDoc, type ParsedLine, parseExportLine, readExportLines, type StoryDoc } from './parse'

export const IMPORT_KINDS = ['stories', 'articles', 'authors', 'media', 'other'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

export interface ImportCounts {
  created: number
  updated: number
  skipped: number
  failed: number
}

export interface ImportSummary {
  counts: Record<ImportKind, ImportCounts>
  /** Documents not imported, each starting "line N: ". */
  errors: string[]
  /** Imported, but with something left out (an optional image, a social link...). */
  warnings: string[]
}

export interface ImportOptions {
  log?: (line: string) => void
  fetch?: FetchImageOptions
}

const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

const KIND_OF = { story: 'stories', article: 'articles', author: 'authors', other: 'other' } as const

function emptyCounts(): Record<ImportKind, ImportCounts> {
  return Object.fromEntries(
    IMPORT_KINDS.map((kind) => [kind, { created: 0, updated: 0, skipped: 0, failed: 0 }]),
  ) as Record<ImportKind, ImportCounts>
}

type Ok<K extends ParsedLine['kind']> = Extract<ParsedLine, { status: 'ok'; kind: K }>

class Importer {
  readonly summary: ImportSummary = { counts: emptyCounts(), errors: [], warnings: [] }
  private readonly authorIds = new Map<string, number | null>()

  constructor(
    private readonly payload: Payload,
    private readonly media: MediaImporter,
    private readonly log: (line: string) => void,
  ) {}

  record(entry: ParsedLine): void {
    const counts = this.summary.counts[KIND_OF[entry.kind]]
    if (entry.status === 'failed') {
      counts.failed += 1
      this.summary.errors.push(entry.message)
    } else if (entry.status === 'skipped') {
      counts.skipped += 1
      this.log(entry.reason)
    }
  }

  private fail(kind: ImportKind, line: number, label: string, message: string): void {
    this.summary.counts[kind].failed += 1
    this.summary.errors.push(`line ${line}: ${label}: ${message}`)
  }

  private warn(line: number, label: string, messages: string[]): void {
    for (const message of messages) this.summary.warnings.push(`line ${line}: ${label}: ${message}`)
  }

  /**
   * Media ids of the slots. An image that cannot be used is left empty with a warning (the site
   * shows its illustration in place of a missing featured image); it never refuses the document.
   */
  private async images(slots: ImageSlot[], warnings: string[]): Promise<ImageIds> {
    const ids: ImageIds = {}
    for (const slot of slots) {
      const result = await this.media.resolve(slot)
      if (result.ok) ids[slot.field] = result.value
      else warnings.push(`${slot.field}: ${result.message}; left empty`)
    }
    return ids
  }

  /** Updates the document matching one of `matches` (in order), else creates it. */
  private async upsert<S extends CollectionSlug>(
    collection: S,
    matches: Where[],
    data: Record<string, unknown>,
  ): Promise<'created' | 'updated'> {
    for (const where of matches) {
      const found = await this.payload.find({ collection, where, limit: 1, depth: 0, pagination: false, ...LOCAL })
      const existing = found.docs[0] as { id: number } | undefined
      if (existing) {
        await this.payload.update({
          collection,
          id: existing.id,
          data: data as never,
          depth: 0,
          draft: false,
          ...LOCAL,
        })
        return 'updated'
      }
    }
    await this.payload.create({ collection, data: data as never, depth: 0, draft: false, ...LOCAL })
    return 'created'
  }

  private async save(
    kind: ImportKind,
    collection: CollectionSlug,
    line: number,
    label: string,
    mapped: Mapped<Record<string, unknown>>,
    matches: Where[],
    imageWarnings: string[],
  ): Promise<void> {
    if (!mapped.ok) return this.fail(kind, line, label, mapped.message)
    try {
      const action = await this.upsert(collection, matches, mapped.data)
      this.summary.counts[kind][action] += 1
      this.warn(line, label, [...imageWarnings, ...mapped.warnings])
      this.log(`line ${line}: ${label}: ${action}`)
    } catch (error) {
      this.fail(kind, line, label, describeSaveError(error))
    }
  }

  async author({ line, doc }: Ok<'author'>): Promise<void> {
    const label = `author ${doc._id}`
    const warnings: string[] = []
    const mapped = mapAuthor(doc, await this.images(authorImageSlots(doc), warnings))
    await this.save('authors', 'authors', line, label, mapped, [{ key: { equals: doc._id } }], warnings)
    this.authorIds.delete(doc._id)
  }

  private async authorId(key: string): Promise<number | null> {
    if (this.authorIds.has(key)) return this.authorIds.get(key) ?? null
    const found = await this.payload.find({
      collection: 'authors',
      where: { key: { equals: key } },
      limit: 1,
      depth: 0,
      pagination: false,
      ...LOCAL,
    })
    const id = found.docs[0]?.id ?? null
    this.authorIds.set(key, id)
    return id
  }

  private postMatches(doc: StoryDoc | ArticleDoc, slug: string | undefined): Where[] {
    return [{ sourceId: { equals: doc._id } }, ...(slug ? [{ slug: { equals: slug } }] : [])]
  }

  async story({ line, doc }: Ok<'story'>): Promise<void> {
    const label = `story ${doc._id}`
    const warnings: string[] = []
    const mapped = mapStory(doc, await this.images(storyImageSlots(doc), warnings))
    const matches = this.postMatches(doc, mapped.ok ? mapped.data.slug : undefined)
    await this.save('stories', 'stories', line, label, mapped, matches, warnings)
  }

  async article({ line, doc }: Ok<'article'>): Promise<void> {
    const label = `article ${doc._id}`
    const warnings: string[] = []
    const images = await this.images(articleImageSlots(doc), warnings)
    const mapped = mapArticle(doc, images, await this.authorId(doc.authorId))
    const matches = this.postMatches(doc, mapped.ok ? mapped.data.slug : undefined)
    await this.save('articles', 'articles', line, label, mapped, matches, warnings)
  }
}

/**
 * Imports the export at `file` into Payload. Authors are imported before posts (articles refer
 * to them by key), whatever their order in the file. Never throws for a bad document.
 */
export async function importContent(
  payload: Payload,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const log = options.log ?? (() => {})
  const media = createMediaImporter(payload, path.dirname(path.resolve(file)), options.fetch)
  const importer = new Importer(payload, media, log)
  const authors: Ok<'author'>[] = []
  const posts: (Ok<'story'> | Ok<'article'>)[] = []
  for await (const line of readExportLines(file)) {
    const parsed = parseExportLine(line)
    if (parsed.status !== 'ok') importer.record(parsed)
    else if (parsed.kind === 'author') authors.push(parsed)
    else posts.push(parsed)
  }
  for (const entry of authors) await importer.author(entry)
  for (const entry of posts) {
    if (entry.kind === 'story') await importer.story(entry)
    else await importer.article(entry)
  }
  const summary = importer.summary
  summary.counts.media = {
    created: media.counts.created,
    updated: 0,
    skipped: media.counts.reused,
    failed: media.counts.failed,
  }
  summary.errors.sort(byLineNumber)
  summary.warnings.sort(byLineNumber)
  return summary
}

function lineNumber(message: string): number {
  return Number(/^line (\d+)/.exec(message)?.[1] ?? 0)
}

function byLineNumber(a: string, b: string): number {
  return lineNumber(a) - lineNumber(b)
}

/** True when some document (not just an optional image) could not be imported. */
export function hasFailures(summary: ImportSummary): boolean {
  return IMPORT_KINDS.some((kind) => kind !== 'media' && summary.counts[kind].failed > 0)
}

/** The summary as printed by the script: counts per type, then errors and warnings. */
export function formatImportSummary(summary: ImportSummary): string {
  const lines = IMPORT_KINDS.map((kind) => {
    const { created, updated, skipped, failed } = summary.counts[kind]
    const note = kind === 'media' && skipped > 0 ? ' (skipped = imported before)' : ''
    return `${kind}: created ${created}, updated ${updated}, skipped ${skipped}, failed ${failed}${note}`
  })
  if (summary.errors.length > 0) lines.push('', 'Not imported:', ...summary.errors.map((error) => `  ${error}`))
  if (summary.warnings.length > 0) lines.push('', 'Warnings:', ...summary.warnings.map((warning) => `  ${warning}`))
  return lines.join('\n')
}
