/**
 * A 4xx for every malformed REST request, never a 5xx (ADR 0016):
 *   - `guardRest(handler, config)` wraps the REST route's handlers: malformed ids, depth, limit,
 *     page, where and paths are answered before Payload runs (./request.ts);
 *   - `restGuardPlugin` (payload.config.ts) adds the afterError safety net for reads the database
 *     still refuses (./after-error.ts), 404 for upload files missing on disk (./media-files.ts),
 *     and 400 for write data Payload would crash on (./data.ts).
 */
import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

import { answerQueryValueErrors } from './after-error'
import { answerMissingFile } from './media-files'
import { refuseMalformedData, refuseMalformedGlobalData } from './data'

export { guardRest, headAsGet } from './route'

function guardCollection(collection: CollectionConfig): CollectionConfig {
  const hooks = {
    ...collection.hooks,
    beforeOperation: [refuseMalformedData, ...(collection.hooks?.beforeOperation ?? [])],
  }
  if (!collection.upload) return { ...collection, hooks }
  const upload = collection.upload === true ? {} : collection.upload
  return { ...collection, hooks, upload: { ...upload, handlers: [answerMissingFile, ...(upload.handlers ?? [])] } }
}

function guardGlobal(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    hooks: { ...global.hooks, beforeOperation: [refuseMalformedGlobalData, ...(global.hooks?.beforeOperation ?? [])] },
  }
}

export const restGuardPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(guardCollection),
  globals: config.globals?.map(guardGlobal),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), answerQueryValueErrors] },
})
