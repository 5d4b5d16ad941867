/**
 * Reading a dataset export of the old content platform: one JSON document per line (NDJSON).
 * Pure apart from `readExportLines`, which streams the file line by line.
 *
 * Shapes (SPEC §3): `story`, `article` and, optionally, `author` profiles. Drafts and versions
 * (ids "drafts." / "versions.") and every other `_type` (platform system documents, categories...)
 * are skipped and counted.
 */
import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'

import { z } from 'zod'

import { RIG_TYPES, VANLIFE_TYPES } from '@/features/content/collections/Stories'

import { describeFound, describeIssues, refusal } from './refusal'

/** The author of an article that names none (SPEC §3; the seed's author has this key). */
export const DEFAULT_AUTHOR_ID = 'default-author'

/** One non-blank line of the export with its 1-based line number. */
export interface ExportLine {
  line: number
  text: string
}

/** Streams the non-blank lines of an export file (never holds the whole file as one string). */
export async function* readExportLines(filePath: string): AsyncGenerator<ExportLine> {
  const lines = createInterface({ input: createReadStream(filePath, { encoding: 'utf8' }), crlfDelay: Infinity })
  let line = 0
  for await (const text of lines) {
    line += 1
    if (text.trim() !== '') yield { line, text }
  }
}

const text = z.string().trim()
/** A non-blank string (refusals are worded by ./refusal.ts). */
const required = z.string().trim().min(1)
const optionalText = text.nullish().transform((value) => (value ? value : undefined))

/** An image reference: a URL or relative path, or an object whose asset (or itself) carries one. */
export const imageRefSchema = z.union([
  text.min(1),
  z.looseObject({
    asset: z
      .looseObject({ url: optionalText, path: optionalText, _ref: optionalText })
      .nullish()
      .transform((value) => value ?? undefined),
    url: optionalText,
    path: optionalText,
    alt: optionalText,
    caption: optionalText,
    credit: optionalText,
  }),
])
/** A parsed image reference (other keys of the old platform are kept but unused). */
export type ImageRef =
  | string
  | {
      asset?: { url?: string; path?: string; _ref?: string }
      url?: string
      path?: string
      alt?: string
      caption?: string
      credit?: string
    }

const optionalImage = imageRefSchema.nullish().transform((value) => value ?? undefined)

const slugSchema = z
  .union([text, z.looseObject({ current: text.nullish() })])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value : (value?.current ?? undefined)) || undefined)

const socialLinkSchema = z.looseObject({ platform: text.min(1), url: text.min(1) })

/** Fields of an author profile, embedded in a story or standing alone. */
const authorFields = {
  name: required,
  bio: optionalText,
  image: optionalImage,
  location: optionalText,
  socialLinks: z
    .array(socialLinkSchema)
    .nullish()
    .transform((value) => value ?? []),
}

/** Body as stored by the old platform: an HTML string or portable-text blocks (kept as given). */
const contentSchema = z.union([text.min(1), z.array(z.unknown()).min(1)])

const postFields = {
  _id: required,
  _createdAt: optionalText,
  slug: slugSchema,
  title: required,
  excerpt: required,
  // Optional: posts of the old platform may have none (SPEC §7 queries "featuredImage present");
  // the site then shows an illustration.
  featuredImage: optionalImage,
  featuredImagePortrait: optionalImage,
  metaTitle: optionalText,
  metaDescription: optionalText,
  publishDate: optionalText,
  readTime: optionalText,
  content: contentSchema,
  isHtml: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
}

const yearSchema = z
  .union([text, z.number().int()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? undefined : String(value)))

export const vanSetupSchema = z.looseObject({
  vehicleMake: optionalText,
  vehicleModel: optionalText,
  vehicleYear: yearSchema,
  electricSystem: optionalText,
  waterSystem: optionalText,
  amenities: z
    .array(text.min(1))
    .nullish()
    .transform((value) => value ?? []),
  specifications: z
    .array(z.looseObject({ label: text.min(1), value: z.union([text.min(1), z.number()]).transform(String) }))
    .nullish()
    .transform((value) => value ?? []),
})

export const storySchema = z.looseObject({
  ...postFields,
  _type: z.literal('story'),
  // SPEC §3 defaults; an unknown value falls back to the default too (the site does the same).
  vanlifeType: z.enum(VANLIFE_TYPES).catch('solo'),
  rigType: z.enum(RIG_TYPES).catch('van'),
  author: z.looseObject(authorFields),
  vanSetup: vanSetupSchema.nullish().transform((value) => value ?? undefined),
})
export type StoryDoc = z.infer<typeof storySchema>

export const articleSchema = z.looseObject({
  ...postFields,
  _type: z.literal('article'),
  featuredImageCredit: optionalText,
  authorId: optionalText.transform((value) => value ?? DEFAULT_AUTHOR_ID),
  canonicalUrl: optionalText,
})
export type ArticleDoc = z.infer<typeof articleSchema>

/** An author profile; its `_id` is the key articles refer to ("default-author", "author-{name}"). */
export const authorSchema = z.looseObject({ _id: required, _type: z.literal('author'), ...authorFields })
export type AuthorDoc = z.infer<typeof authorSchema>

export type DocKind = 'story' | 'article' | 'author'
const SCHEMAS = { story: storySchema, article: articleSchema, author: authorSchema } as const

export type ParsedLine =
  | { status: 'ok'; line: number; kind: 'story'; doc: StoryDoc }
  | { status: 'ok'; line: number; kind: 'article'; doc: ArticleDoc }
  | { status: 'ok'; line: number; kind: 'author'; doc: AuthorDoc }
  | { status: 'skipped'; line: number; kind: DocKind | 'other'; reason: string }
  | { status: 'failed'; line: number; kind: DocKind | 'other'; message: string }

function isDocKind(value: unknown): value is DocKind {
  return value === 'story' || value === 'article' || value === 'author'
}

/** A draft or an old version of a document: the export's published copy is the one imported. */
export function isDraftOrVersionId(id: unknown): boolean {
  return typeof id === 'string' && (id.startsWith('drafts.') || id.startsWith('versions.'))
}

/** Parses and validates one line of the export. Never throws. */
export function parseExportLine({ line, text: raw }: ExportLine): ParsedLine {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return {
      status: 'failed',
      line,
      kind: 'other',
      message: `line ${line}: ${refusal('document', 'one JSON object per line', 'text that is not valid JSON')}`,
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      status: 'failed',
      line,
      kind: 'other',
      message: `line ${line}: ${refusal('document', 'one JSON object per line', describeFound(value))}`,
    }
  }
  const record = value as Record<string, unknown>
  const type = record._type
  if (!isDocKind(type)) {
    const label = typeof type === 'string' ? type : 'missing'
    return { status: 'skipped', line, kind: 'other', reason: `line ${line}: _type ${label} is not imported` }
  }
  if (isDraftOrVersionId(record._id)) {
    return { status: 'skipped', line, kind: type, reason: `line ${line}: ${String(record._id)} is a draft or version` }
  }
  const result = SCHEMAS[type].safeParse(value, { reportInput: true })
  if (!result.success) {
    const id = typeof record._id === 'string' ? ` ${record._id}` : ''
    return {
      status: 'failed',
      line,
      kind: type,
      message: `line ${line}: ${type}${id}: ${describeIssues(result.error)}`,
    }
  }
  return { status: 'ok', line, kind: type, doc: result.data } as ParsedLine
}
