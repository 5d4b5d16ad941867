/**
 * Payload's S3 storage (@payloadcms/storage-s3) for the upload collections named, with S3_BUCKET.
 * The files keep their /api/<collection>/file/<name> addresses: Payload checks read access and
 * then streams the object from the bucket (Range, ETag, If-None-Match) with the collection's own
 * response headers, so pages and cached HTML work whichever instance serves them and the bucket
 * stays private. Keys are `<S3_PREFIX>/<collection prefix>/<file name>`, the file's path below
 * MEDIA_DIR under S3_PREFIX (what `npm run media:to-s3` copies).
 *
 * The plugin's fields (`prefix`, `_objectKey`) are in the schema with or without a bucket
 * (`alwaysInsertFields`), so one set of migrations serves both; documents keep an empty prefix
 * (`useCompositePrefixes`): a key is always made from the settings of the day.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionBeforeOperationHook, CollectionConfig, Config, Plugin } from 'payload'

import { type S3Settings, s3ClientConfig } from './settings'

/** Per upload collection: the folder below MEDIA_DIR (and below S3_PREFIX in the bucket), "" for none. */
export type StoredCollections = Record<string, { folder: string }>

/**
 * The plugin marks its own follow-up save `req.context.skipCloudStorage` and clears the mark on a
 * copy of the context (Payload copies `req.context` for the nested save): the caller's context
 * object keeps it, and every later upload saved with that same object (the seed's and the content
 * import's shared `context`) would silently be stored nowhere. A save that brings a file is never
 * that follow-up (the plugin drops `req.file` for it), so the mark is cleared first.
 */
const clearStaleSkip: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.file && req.context?.skipCloudStorage) delete req.context.skipCloudStorage
  return args
}

function withClearStaleSkip(config: Config, slugs: Set<string>): Config {
  return {
    ...config,
    collections: config.collections?.map((collection): CollectionConfig =>
      slugs.has(collection.slug)
        ? {
            ...collection,
            hooks: {
              ...collection.hooks,
              beforeOperation: [clearStaleSkip, ...(collection.hooks?.beforeOperation ?? [])],
            },
          }
        : collection,
    ),
  }
}

export function objectStoragePlugin(settings: S3Settings | null, collections: StoredCollections): Plugin {
  const plugin = storagePlugin(settings, collections)
  if (!settings) return plugin
  const slugs = new Set(Object.keys(collections))
  return async (config) => withClearStaleSkip(await plugin(config), slugs)
}

function storagePlugin(settings: S3Settings | null, collections: StoredCollections): Plugin {
  const prefixOf = (folder: string) => [settings?.prefix, folder].filter(Boolean).join('/')
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    useCompositePrefixes: true,
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
    collections: Object.fromEntries(
      Object.entries(collections).map(([slug, { folder }]) => [
        slug,
        { prefix: prefixOf(folder), disablePayloadAccessControl: false as const },
      ]),
    ),
  })
}
